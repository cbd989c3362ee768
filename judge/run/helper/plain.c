/*
 * Plain runs: one run of a program (the one-shot helper), or the runs of one program served one
 * after another (-Q). The helper forks each run from its own small address space, applies its
 * rlimits, watches the kill rule and the wall-clock backstop, waits for it and kills whatever it
 * left (the helper is a child subreaper).
 */
#include "common.h"

#include <dirent.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>

/* ---------------------------------------------------------------- the processes of a run */

/* Kill every process that was reparented to us (we are a subreaper) and reap them all; the
 * largest peak resident size among them, in KiB (they were the run's too). */
static long reap_orphans(int proc) {
    pid_t self = getpid();
    long largest = 0;
    for (int round = 0; round < 1000; round++) {
        int status;
        pid_t r;
        struct rusage ru;
        while ((r = wait4(-1, &status, WNOHANG, &ru)) > 0)
            if (ru.ru_maxrss > largest) largest = ru.ru_maxrss;
        if (r < 0) return largest; /* ECHILD: nobody left */
        DIR *all = opendir("/proc");
        if (!all) return largest;
        struct dirent *entry;
        while ((entry = readdir(all)) != NULL) {
            int ppid, pgrp;
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            if (proc_stat(proc, entry->d_name, &ppid, &pgrp) == 0 && ppid == self)
                kill(atoi(entry->d_name), SIGKILL);
        }
        closedir(all);
        usleep(1000);
    }
    return largest;
}

/* A plain run's tasks: its program's process group, found through /proc. */
struct group {
    int proc;
    pid_t pid;
};

static void group_measure(const void *what, struct waited *w) {
    const struct group *g = what;
    group_waits(g->proc, &g->pid, 1, w);
}

/* ---------------------------------------------------------------- a plain run */

static void kill_run(pid_t pid) {
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
}

/* Run `rq` (its argv under its limits, the wall-clock backstop, the give-up point and the kill
 * rule; 0: none) on the streams `io`, in `dir` (NULL: the helper's own directory); `mask`
 * holds the helper's own signals (blocked: read here), `programs` the mask the program starts
 * with. SIGTERM stops the run; SIGINT and SIGHUP too, and set `*stop` (the helper is to end).
 * `stop` is NULL for a one-shot run, whose streams are then closed here once the program has
 * them: a pipe to another program (an interactor) must see its end when the program's ends. */
static void plain_case(const struct config *cfg, const struct request *rq,
                       const struct streams *io, const char *dir, const sigset_t *mask,
                       const sigset_t *programs, struct ending *e, int *stop) {
    memset(e, 0, sizeof *e);
    e->cpu_us = -1;
    int report[2];
    if (pipe2(report, O_CLOEXEC) < 0) die("pipe");
    struct backstop backstop;
    backstop_start(&backstop, rq, cfg->proc, cfg->pressure);
    double start = now();
    pid_t pid = fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
        close(report[0]);
        become_program(cfg, &rq->limits, io, report[1], programs, dir, rq->argv);
    }
    setpgid(pid, pid); /* also here, so the group exists before any kill(-pid) */
    struct group group = {cfg->proc, pid};
    backstop.main = pid;
    close(report[1]);
    if (!stop) {
        close(io->in);
        close(io->out);
        close(io->err);
    }

    clockid_t cpu_clock;
    int have_cpu_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
    int killed = 0, said = RUN_ON;
    for (;;) {
        pid_t r = wait4(pid, &e->status, WNOHANG, &e->ru);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) die("wait4");
        double elapsed = now() - start;
        if (!killed) backstop_sample(&backstop, elapsed);
        if (!killed && (said = backstop_check(&backstop, elapsed, group_measure, &group)) != RUN_ON) {
            killed = 1;
            kill_run(pid);
        }
        if (!killed && rq->cpu_kill > 0 && have_cpu_clock) {
            struct timespec ts;
            if (clock_gettime(cpu_clock, &ts) == 0 &&
                ts.tv_sec + ts.tv_nsec / 1e9 > rq->cpu_kill) {
                e->cpu_killed = killed = 1;
                kill_run(pid);
            }
        }
        struct timespec wait_for = {0, POLL_NS};
        double left = killed ? -1 : backstop_left(&backstop, elapsed);
        if (left >= 0 && left < POLL_NS / 1e9)
            wait_for.tv_nsec = left > 0 ? (long)(left * 1e9) + 1 : 1;
        siginfo_t info;
        int sig = sigtimedwait(mask, &info, &wait_for);
        /* Interrupted or terminated (Ctrl-C reaches the judge's process group, which includes
         * us but not the program): stop the program and report as usual. */
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP) {
            killed = 1;
            if (sig != SIGTERM && stop) *stop = 1;
            kill_run(pid);
        }
        /* Its partner ended (an interactor's submission): from now, AFTER seconds charged. */
        if (sig == SIGUSR1 && !killed && rq->after > 0)
            backstop_restart(&backstop, now() - start, rq->after, group_measure, &group);
    }
    e->elapsed = now() - start;
    backstop_end(&backstop, said, e);

    /* Nothing the solution started may outlive its case. The peak memory is the largest
     * process's: wait4 counts the program's and its descendants' it waited for, and the
     * orphans reaped here are the run's too. */
    kill(-pid, SIGKILL);
    long orphans = reap_orphans(cfg->proc);
    if (orphans > e->ru.ru_maxrss) e->ru.ru_maxrss = orphans;

    if (read(report[0], &e->exec_errno, sizeof e->exec_errno) != sizeof e->exec_errno)
        e->exec_errno = 0;
    close(report[0]);
}

int run_plain(const struct config *cfg, char **paths, char **argv) {
    struct streams io;
    io.in = open_stream(paths[0], O_RDONLY);
    if (io.in < 0) die(paths[0]);
    io.out = open_stream(paths[1], O_WRONLY | O_CREAT | O_TRUNC);
    if (io.out < 0) die(paths[1]);
    io.err = open_stream(paths[2], O_WRONLY | O_CREAT | O_TRUNC);
    if (io.err < 0) die(paths[2]);
    /* Here rather than in the caller: it saves the judge a chdir-capable (slower) spawn. */
    if (chdir(paths[3]) < 0) die(paths[3]);

    /* Orphaned descendants (even ones that called setsid) are reparented to us, not to init. */
    prctl(PR_SET_CHILD_SUBREAPER, 1);

    /* Signals arrive through sigtimedwait in plain_case, never asynchronously. */
    sigset_t mask, old;
    block_own_signals(&mask, &old);
    struct request rq = {0};
    rq.wall = cfg->wall;
    rq.give_up = cfg->give_up;
    rq.cpu_kill = cfg->cpu_kill;
    rq.after = cfg->after;
    rq.partner = cfg->partner;
    rq.limits = cfg->limits;
    rq.argv = argv;
    struct ending e;
    plain_case(cfg, &rq, &io, NULL, &mask, &old, &e, NULL);
    char line[256];
    format_report(line, sizeof line, &e);
    fputs(line, stdout);
    return 0;
}

/* ---------------------------------------------------------------- a plain server */

/* Read exactly `size` bytes from `fd`; 0 at end of file before them, -1 on an error. */
static int read_exactly(int fd, char *out, size_t size) {
    size_t done = 0;
    while (done < size) {
        ssize_t n = read(fd, out + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? -1 : 0;
        done += (size_t)n;
    }
    return 1;
}

/* A plain server (-Q REQUESTS): the plain runs of one program, one after another, without an
 * exec of this helper for each (about a millisecond a run). Each request on REQUESTS is eight
 * hexadecimal digits giving the length of what follows: the run's working directory and then a
 * fresh-run request of the box protocol ("run WALL GIVE_UP CPU_KILL AFTER RELAY HELPER N RES:SOFT:HARD*N
 * ARGV..."), words ending in NUL. The streams are IN, OUT and ERR for every run, descriptors the caller rewrites
 * and truncates between runs: before each, IN and OUT are set back to their start and the
 * three lose any status flag (O_NONBLOCK, O_APPEND) a program set on them. Each request is
 * answered by one report line (or "error MESSAGE") on stdout. The server ends at end of file
 * on REQUESTS, or at SIGINT, SIGHUP or SIGTERM (during a run: once it is stopped and
 * reported). */
int serve_plain(const struct config *cfg, char **paths) {
    struct streams io;
    if (paths[0][0] != '&' || paths[1][0] != '&' || paths[2][0] != '&') usage();
    io.in = open_stream(paths[0], O_RDONLY);
    io.out = open_stream(paths[1], O_WRONLY);
    io.err = open_stream(paths[2], O_WRONLY);
    if (io.in < 0 || io.out < 0 || io.err < 0) die("streams");
    if (chdir(paths[3]) < 0) die(paths[3]);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    sigset_t mask, old;
    block_own_signals(&mask, &old);
    int sigfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
    if (sigfd < 0) die("signalfd");
    static char data[MAX_REQUEST + 1];
    int stop = 0;
    while (!stop) {
        struct pollfd p[2] = {{cfg->channel, POLLIN, 0}, {sigfd, POLLIN, 0}};
        if (poll(p, 2, -1) < 0 && errno != EINTR) die("poll");
        struct signalfd_siginfo si;
        while (read(sigfd, &si, sizeof si) == sizeof si)
            if (si.ssi_signo != SIGCHLD && si.ssi_signo != SIGUSR1) stop = 1;
        if (stop || !(p[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        char head[9] = {0};
        if (read_exactly(cfg->channel, head, 8) <= 0) break;
        char *end;
        unsigned long size = strtoul(head, &end, 16);
        if (*end || size < 2 || size > MAX_REQUEST) die("a request of a bad length");
        if (read_exactly(cfg->channel, data, size) <= 0) die("a request cut short");
        data[size] = '\0';
        const char *dir = data;
        size_t skip = strlen(dir) + 1;
        struct ending e = {0};
        struct request rq = {0};
        if (skip >= size) {
            snprintf(e.error, sizeof e.error, "a request without its run");
        } else if (parse_request(data + skip, size - skip, &rq, e.error, sizeof e.error) < 0) {
            /* its message is in e.error */
        } else if (rq.warm) {
            snprintf(e.error, sizeof e.error, "warm runs need a box");
        } else {
            lseek(io.in, 0, SEEK_SET);
            lseek(io.out, 0, SEEK_SET);
            fcntl(io.in, F_SETFL, 0);
            fcntl(io.out, F_SETFL, 0);
            fcntl(io.err, F_SETFL, 0);
            plain_case(cfg, &rq, &io, dir, &mask, &old, &e, &stop);
        }
        char line[600];
        format_report(line, sizeof line, &e);
        fputs(line, stdout);
        fflush(stdout);
    }
    return 0;
}
