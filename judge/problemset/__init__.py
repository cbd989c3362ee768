"""Problems and problem-setting: loading problems, their code, gen, verify, stress."""
