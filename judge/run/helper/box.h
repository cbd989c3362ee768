/*
 * What the box's two kinds of runs share (box.c: the box and its fresh runs; warm.c: its warm
 * server and the runs forked from it): the box's state and the watch over a run's limits.
 */
#ifndef JUDGE_SANDBOX_BOX_H
#define JUDGE_SANDBOX_BOX_H

#include "common.h"

struct box {
    const struct config *cfg;
    sigset_t mask, old; /* what the box blocks (read through sigfd); the programs' own mask */
    int sigfd;
    int host_proc; /* the host's /proc, opened before the pivot: the warm server's namespaces */
    int own_ipc;   /* the box's own IPC namespace, to come back to */
    pid_t warm;    /* the warm server (host pid), 0 when there is none */
    int warm_channel, warm_pidns, warm_mqueue;
    int next_ids[3]; /* the warm server's IPC namespace's shm, sem and msg next_id sysctls */
    char line[4096]; /* what the warm server wrote, up to its next line */
    size_t used;
    struct places places; /* the runs' writable places */
    int warm_proc;  /* the warm server's /proc is mounted (it may outlive the server a moment) */
    int warm_ready; /* the warm server said it is ready to serve */
    int stop;   /* SIGINT or SIGHUP: finish the run under way and end */
};

/* The limits of a run, watched every 10 ms: the wall-clock backstop (charged with the time the
 * case cgroup's tasks could have run), the kill rule (the case cgroup's CPU time since the run
 * started). The CPU time the run is judged by is read against the same baseline, `cpu0`, taken
 * once as the run starts. */
struct watch {
    double start, cpu_kill;
    struct backstop backstop;
    long long cpu0; /* ns: the case cgroup's CPU time as the run started */
    int killed, said, cpu_killed; /* said: what the backstop said (RUN_ON, PAST_WALL, GIVE_UP) */
};

/* What read_signals found. */
enum { SIGNAL_STOP = 1, SIGNAL_PARTNER = 2 };

/* box.c */
void watch_start(const struct box *b, struct watch *w, const struct request *rq);
int watch_timeout(const struct watch *w);
int watch_tick(const struct box *b, struct watch *w);
void watch_end(const struct box *b, struct watch *w, struct ending *e);
int read_signals(struct box *b);
void kill_members(const struct box *b);
void close_box_descriptors(const struct box *b, int keep_warm);

/* warm.c */
int start_warm(struct box *b, char *error, size_t size);
void stop_warm(struct box *b);
void note_warm_death(struct box *b);
void run_warm(struct box *b, const struct request *rq, struct streams *io, struct ending *e);

#endif
