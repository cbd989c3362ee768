/*
 * What every part of judge-sandbox shares: its configuration (from the command line), the
 * streams and rlimits of a run, how a run ended and the line that reports it, and the small
 * tools every mode uses. main.c describes the modes and the protocol.
 */
#ifndef JUDGE_SANDBOX_COMMON_H
#define JUDGE_SANDBOX_COMMON_H

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

#define POLL_NS 10000000L /* how often the CPU kill point is checked */
#define MAX_RLIMITS 16
#define MAX_STEPS 128
#define MAX_CGROUPS 8
#define MAX_REQUEST 65536
#define MAX_WORDS 4096

/* A mount step of the isolated root (-b -f -B -t -F -H -s -d -p), done in the order given. */
enum step_kind { BIND_RO, BIND_RW, TMPFS, PLACE, HIDE, SYMLINK, DEVICE, PROC };

struct step {
    enum step_kind kind;
    const char *a, *b; /* paths: source/target */
    unsigned long long size, inodes;
};

struct rlimits {
    int n;
    int resources[MAX_RLIMITS];
    struct rlimit values[MAX_RLIMITS];
};

/* The programs a run waits on while it waits for its turn in a conversation (an interactive
 * submission's: the judge's relay thread and the interactor), whose waits for a CPU are
 * charged off its backstop while it waits (struct backstop). */
struct partner {
    pid_t relay;  /* a thread of the judge's (the relay), 0: none */
    pid_t helper; /* a plain partner's helper: the process groups of its children; 0: none */
    int folder;   /* a boxed partner's case cgroup folder (its thread list), -1: none */
};

/* Everything the command line says (main.c's usage). */
struct config {
    double wall, give_up, cpu_kill;
    double after; /* -a: the backstop once told its partner ended (SIGUSR1); 0: none */
    int subreaper_child, isolate, serve_plain, netns_fd, channel, log_fd;
    struct rlimits limits;
    const char *root, *dir;
    int join_fds[MAX_CGROUPS], njoin;           /* -c */
    int warm_join_fds[MAX_CGROUPS], nwarm_join; /* -J */
    int cpu_fd, procs_fd, warm_script;
    int proc;     /* the host's /proc (O_PATH), opened before any pivot */
    int pressure; /* the machine's /proc/pressure/io (-1: the kernel keeps none) */
    struct partner partner; /* -e, -m, -M: a one-shot run's partners */
    uid_t uid, server_uid;
    gid_t gid, server_gid;
    int has_creds;
    struct step steps[MAX_STEPS];
    int nsteps;
    char **warm_argv; /* the warm server's command line (after the box's own `--`) */
};

struct streams {
    int in, out, err;
};

/* What one run ended with, or why it could not be run (`error`). */
struct ending {
    int status, exec_errno, wall_timeout, cpu_killed;
    int gave_up; /* stopped at the give-up point: the machine kept it waiting too long */
    struct rusage ru;
    long long cpu_us; /* the CPU time judged: a box's case cgroup's since the run began; -1: ru's */
    long long wait_us; /* its wait for a CPU, charged off the backstop; -1: the kernel says none */
    long long disk_us; /* its wait for the disk, charged off the backstop */
    long long partner_us; /* its partners' wait for a CPU while it waited, charged off too */
    double elapsed;
    char error[512];
};

/* A request of a serving helper (a box, a plain server): a fresh run of `argv`, or a warm run
 * (`line` is the warm server's request). */
struct request {
    int warm;
    double wall, give_up, cpu_kill;
    double after; /* a fresh run's backstop once told its partner ended (SIGUSR1); 0: none */
    struct partner partner; /* a fresh run's partners (RELAY HELPER, a fourth descriptor) */
    struct rlimits limits;
    char **argv; /* a fresh run's program */
    char *line;  /* a warm run's request to the warm server */
};

/* What one look at a run's tasks saw, in ns (the most any task saw: their waits overlap). */
struct waited {
    long long cpu;  /* waiting for a CPU: schedstat's run_delay */
    long long disk; /* waiting for the disk: delay accounting's blkio delay; -1 where it is off */
    long long busy; /* running or waiting to run: schedstat's sum_exec_runtime + run_delay */
};
/* Fills `w` (cpu and busy 0, disk 0 or -1 as wanted) with what the run's tasks saw. */
typedef void (*wait_measure)(const void *what, struct waited *w);

/* The wall-clock backstop of a run, charged only with the time the run could have run: its
 * elapsed time less the time its tasks waited for a CPU (the most any of them waited: their
 * waits overlap), less its wait for the disk, less its partners' wait for a CPU (the relay
 * thread's and the most any task of the interactor waited) up to the time it was idle, neither
 * running nor waiting to run nor waiting for the disk. The disk wait is the most any task
 * waited where delay accounting is on (DISK_TASKS); else it is sampled (DISK_SAMPLED): each
 * poll that finds the run's first process in uninterruptible sleep ('D') credits the time
 * since the last poll, at most what the machine's io.pressure grew since the last such poll
 * (so a 'D' that is no disk wait, a vfork parent's, is credited nothing on a machine whose
 * disk is idle). The CPU waits are read once the elapsed time reaches the backstop, and again
 * when the charged time could have reached it since; where the kernel does not say (no
 * /proc/PID/schedstat), the elapsed time alone. Past `give_up` seconds of elapsed time a run
 * is stopped whatever it was charged: the machine is too busy to judge it. */
struct backstop {
    double wall, give_up; /* seconds; 0: none */
    double next;          /* the elapsed time of the next look */
    double origin;        /* where the charged time starts: 0, or when the backstop restarted */
    struct waited seen;   /* the most seen, at the last look (cpu -1: the kernel says none) */
    struct waited seen0;  /* ... at `origin` */
    long long partner_ns, partner0_ns; /* the partners' wait since the run began; at origin */
    long long partner_charged_ns;      /* what of it was charged off, at the last look */
    int proc, pressure;   /* /proc; the machine's io.pressure (-1: none) */
    int disk_source;      /* DISK_TASKS, DISK_SAMPLED or DISK_NONE */
    pid_t main;           /* the process sampled: 0 until known, -1 once gone */
    int main_stat;        /* its stat file, kept open (-1: not yet) */
    double sampled_at;    /* the elapsed time of the last sample */
    long long pressure_at; /* the machine's io.pressure total at the last 'D' sample, ns */
    long long sampled_ns; /* the disk wait credited by the samples */
    long long relay0;     /* the relay's wait as the run began, ns */
    const struct partner *partner;
};
enum { RUN_ON, PAST_WALL, GIVE_UP };
enum { DISK_TASKS, DISK_SAMPLED, DISK_NONE };

/* A failure while the child becomes the program: reported like an exec failure (the program
 * could not be started), with the reason on the judge's side of stderr when it is still ours. */
#define CHILD_FAIL(what)                                   \
    do {                                                   \
        int e_ = errno;                                    \
        fprintf(stderr, "judge-sandbox: %s: %s\n", what, strerror(e_)); \
        if (write(report, &e_, sizeof e_) < 0) {}          \
        _exit(127);                                        \
    } while (0)

/* common.c */
void die(const char *what) __attribute__((noreturn));
void die2(const char *what, const char *path) __attribute__((noreturn));
void usage(void) __attribute__((noreturn));
int open_stream(const char *spec, int flags);
int open_option(const char *spec, int flags);
double now(void);
void close_from(int first, int keep);
void close_from_3(int keep);
long long read_number(int fd, const char *key);
long long cgroup_cpu(int fd);
void write_zero(int fd, const char *what);
void task_waits(int proc, const char *task, struct waited *w);
int proc_stat(int proc, const char *pid, int *ppid, int *pgrp);
void group_waits(int proc, const pid_t *groups, int ngroups, struct waited *w);
void folder_waits(int proc, int folder, struct waited *w);
void backstop_start(struct backstop *s, const struct request *rq, int proc, int pressure);
void backstop_sample(struct backstop *s, double elapsed);
int backstop_check(struct backstop *s, double elapsed, wait_measure measure, const void *what);
double backstop_left(const struct backstop *s, double elapsed);
void backstop_restart(struct backstop *s, double elapsed, double wall, wait_measure measure,
                      const void *what);
void backstop_end(struct backstop *s, int said, struct ending *e);
void default_signals(const sigset_t *mask);
void block_own_signals(sigset_t *mask, sigset_t *programs);
void become_program(const struct config *cfg, const struct rlimits *limits,
                    const struct streams *io, int report, const sigset_t *mask, const char *dir,
                    char **argv) __attribute__((noreturn));
void format_report(char *out, size_t size, const struct ending *e);
int parse_request(char *data, size_t size, struct request *rq, char *error, size_t esize);

/* The writable places of a box's runs: mounted for each run, with the late binds grafted on;
 * and the box's own place (-F), mounted once and kept, open here to hand to the judge. */
struct places {
    int mounted;
    int staged[MAX_STEPS]; /* a late bind's staged mount (O_PATH), by step; -1 for the others */
    int kept;              /* the kept place's folder (O_DIRECTORY), -1 without one */
};

/* root.c */
void build_root(const struct config *cfg, struct places *p);
void drop_privileges(const struct config *cfg);
void mount_places(const struct config *cfg, struct places *p, struct ending *e);
void unmount_places(const struct config *cfg, struct places *p);
void mount_proc(const struct config *cfg);
const char *proc_path(const struct config *cfg);

/* plain.c */
int run_plain(const struct config *cfg, char **paths, char **argv);
int serve_plain(const struct config *cfg, char **paths);

/* box.c */
int serve_box(const struct config *cfg);

/* warm.c (the probe asks it too) */
int mqueue_mount(void);

#endif
