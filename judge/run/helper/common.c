/*
 * What every mode of judge-sandbox uses: failing plainly, the streams and descriptors it is
 * given, numbers read from kernel files, signals, a forked child becoming the program, and the
 * request and report lines of the protocol (main.c).
 */
#include "common.h"

#include <grp.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>

void die(const char *what) {
    fprintf(stderr, "judge-sandbox: %s: %s\n", what, strerror(errno));
    exit(2);
}

void die2(const char *what, const char *path) {
    fprintf(stderr, "judge-sandbox: %s %s: %s\n", what, path, strerror(errno));
    exit(2);
}

void usage(void) {
    fprintf(stderr, "usage: judge-sandbox [-r] [-w WALL] [-k CPU] [-l RES:SOFT:HARD]... "
                    "IN OUT ERR DIR -- ARGV...\n"
                    "       judge-sandbox -I -S CHANNEL [isolation options] - - - DIR "
                    "[-- ARGV...]\n");
    exit(2);
}

/* IN/OUT/ERR and descriptor options: "&N" is an inherited descriptor, anything else a path
 * opened with `flags`. */
int open_stream(const char *spec, int flags) {
    if (spec[0] == '&' && spec[1] != '\0') {
        char *end;
        long fd = strtol(spec + 1, &end, 10);
        if (*end != '\0' || fd < 0 || fcntl((int)fd, F_SETFD, FD_CLOEXEC) < 0) {
            errno = EBADF;
            return -1;
        }
        return (int)fd;
    }
    return open(spec, flags | O_CLOEXEC, 0644);
}

int open_option(const char *spec, int flags) {
    int fd = open_stream(spec, flags);
    if (fd < 0) die2("open", spec);
    return fd;
}

double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Close every descriptor from `first` up except `keep` (-1: none). */
void close_from(int first, int keep) {
    int ok;
    if (keep > first) {
        ok = syscall(SYS_close_range, first, keep - 1, 0) == 0 &&
             syscall(SYS_close_range, keep + 1, ~0U, 0) == 0;
    } else if (keep == first) {
        ok = syscall(SYS_close_range, first + 1, ~0U, 0) == 0;
    } else {
        ok = syscall(SYS_close_range, first, ~0U, 0) == 0;
    }
    if (ok) return;
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 1 << 20) max = 1 << 20;
    for (int fd = first; fd < max; fd++)
        if (fd != keep) close(fd);
}

/* Close every descriptor from 3 up except `keep`, so that nothing the judge's caller left open
 * reaches the program. */
void close_from_3(int keep) { close_from(3, keep); }

/* The first number in a file: a bare number (cpuacct.usage, memory.current), or with `key` the
 * number after it (cpu.stat's "usage_usec N"). -1 when unreadable. */
long long read_number(int fd, const char *key) {
    char buf[512];
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0) return -1;
    buf[n] = 0;
    const char *p = buf;
    if (key) {
        p = strstr(buf, key);
        if (!p) return -1;
        p += strlen(key);
    }
    return strtoll(p, NULL, 10);
}

/* CPU time of the tree in the cgroup (isolated) in nanoseconds, from its usage file; -1 when
 * unreadable. */
long long cgroup_cpu(int fd) {
    char first;
    if (pread(fd, &first, 1, 0) != 1) return -1;
    if (first >= '0' && first <= '9') return read_number(fd, NULL); /* cpuacct.usage, ns */
    long long usec = read_number(fd, "usage_usec");                /* cpu.stat */
    return usec < 0 ? -1 : usec * 1000;
}

void write_zero(int fd, const char *what) {
    if (write(fd, "0", 1) != 1) die(what);
}

/* ---------------------------------------------------------------- the backstop */

/* Whether the kernel reports each task's wait for a CPU (CONFIG_SCHED_INFO), under the /proc
 * of `proc` (a descriptor of it, or AT_FDCWD for "/proc"). */
int waits_measurable(int proc) {
    return faccessat(proc, proc == AT_FDCWD ? "/proc/self/schedstat" : "self/schedstat", R_OK,
                     0) == 0;
}

/* A task's wait for a CPU in ns: the second field of its schedstat file (run_delay: time spent
 * runnable on a run queue, since the task began), `path` relative to `proc` as above. -1 when
 * it cannot be read (the task is gone). */
long long task_wait(int proc, const char *path) {
    int fd = openat(proc, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buf[128];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    long long running, waiting;
    return sscanf(buf, "%lld %lld", &running, &waiting) == 2 ? waiting : -1;
}

void backstop_start(struct backstop *s, double wall, double give_up, int measurable) {
    s->wall = wall;
    s->give_up = give_up;
    s->next = wall;
    s->wait_ns = measurable ? 0 : -1;
    s->origin = 0;
    s->wait0_ns = 0;
}

/* From `elapsed` on, the run may be charged `wall` more seconds (an interactor, once the
 * submission it waited for has ended). */
void backstop_restart(struct backstop *s, double elapsed, double wall, wait_measure measure,
                      const void *what) {
    if (s->wait_ns >= 0) {
        long long wait = measure(what);
        if (wait > s->wait_ns) s->wait_ns = wait;
        s->wait0_ns = s->wait_ns;
    }
    s->origin = elapsed;
    s->wall = wall;
    s->next = elapsed + wall;
}

/* What the backstop says `elapsed` seconds into the run: RUN_ON, PAST_WALL (the time charged
 * reached it) or GIVE_UP. `measure` reads the tasks' wait for a CPU, only when it is needed. */
int backstop_check(struct backstop *s, double elapsed, wait_measure measure, const void *what) {
    if (s->give_up > 0 && elapsed >= s->give_up) return GIVE_UP;
    if (s->wall <= 0 || elapsed < s->next) return RUN_ON;
    if (s->wait_ns < 0) return PAST_WALL; /* the kernel says nothing: the wall clock alone */
    long long wait = measure(what);
    if (wait > s->wait_ns) s->wait_ns = wait; /* a task gone keeps what it was seen to wait */
    double charged = elapsed - s->origin - (s->wait_ns - s->wait0_ns) / 1e9;
    if (charged >= s->wall) return PAST_WALL;
    /* The charged time grows at most as fast as the wall clock: no need to look before. */
    double gap = s->wall - charged;
    s->next = elapsed + (gap > POLL_NS / 1e9 ? gap : POLL_NS / 1e9);
    return RUN_ON;
}

/* Seconds until the backstop must look again; -1: never. */
double backstop_left(const struct backstop *s, double elapsed) {
    double at = s->wall > 0 ? s->next : -1;
    if (s->give_up > 0 && (at < 0 || s->give_up < at)) at = s->give_up;
    return at < 0 ? -1 : at - elapsed;
}

/* What the backstop said (`said`, the check that stopped the run, or RUN_ON) and saw, into the
 * run's ending. */
void backstop_end(const struct backstop *s, int said, struct ending *e) {
    e->wall_timeout = said == PAST_WALL;
    e->gave_up = said == GIVE_UP;
    e->wait_us = s->wait_ns < 0 ? -1 : s->wait_ns / 1000;
}

/* ---------------------------------------------------------------- signals */

void default_signals(const sigset_t *mask) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGCHLD, SIG_DFL);
    sigprocmask(SIG_SETMASK, mask, NULL);
}

/* Block the signals the helper reads itself (SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGUSR1) into
 * `mask`,
 * and set `programs` to the mask its programs start with: the one it was started with, less
 * these. The judge starts the helper with them already blocked (posix_spawn's signal mask):
 * a stop sent the moment the helper starts then waits for the loop that reads it, where it
 * would otherwise kill the helper before it could stop its program and report. */
void block_own_signals(sigset_t *mask, sigset_t *programs) {
    static const int own[] = {SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGUSR1};
    sigemptyset(mask);
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) sigaddset(mask, own[k]);
    sigprocmask(SIG_BLOCK, mask, programs);
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) sigdelset(programs, own[k]);
}

/* ---------------------------------------------------------------- starting the program */

/* In the forked child: become the program. Never returns; an exec failure is reported as
 * errno on `report`. */
void become_program(const struct config *cfg, const struct rlimits *limits,
                    const struct streams *io, int report, const sigset_t *mask, const char *dir,
                    char **argv) {
    /* The case's cgroup, joined by this (single-threaded) process itself. */
    for (int i = 0; i < cfg->njoin; i++)
        if (write(cfg->join_fds[i], "0", 1) != 1) CHILD_FAIL("join the case's cgroup");
    /* Its own cgroup namespace: /proc/self/cgroup shows "/" and nothing of the host's tree. */
    if (cfg->isolate && unshare(CLONE_NEWCGROUP) < 0) CHILD_FAIL("cgroup namespace");
    setpgid(0, 0);
    default_signals(mask);
    if (dir && chdir(dir) < 0) CHILD_FAIL("chdir");
    if (cfg->subreaper_child) prctl(PR_SET_CHILD_SUBREAPER, 1); /* kept across execve */
    for (int k = 0; k < limits->n; k++) setrlimit(limits->resources[k], &limits->values[k]);
    if (cfg->has_creds) {
        for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
        if (setgroups(0, NULL) < 0) CHILD_FAIL("setgroups");
        if (setresgid(cfg->gid, cfg->gid, cfg->gid) < 0) CHILD_FAIL("setresgid");
        if (setresuid(cfg->uid, cfg->uid, cfg->uid) < 0) CHILD_FAIL("setresuid");
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) CHILD_FAIL("no_new_privs");
    }
    if (dup2(io->in, 0) < 0 || dup2(io->out, 1) < 0 || dup2(io->err, 2) < 0) CHILD_FAIL("dup2");
    close_from_3(report);
    execvp(argv[0], argv);
    int e = errno;
    if (write(report, &e, sizeof e) < 0) {}
    _exit(127);
}

/* ---------------------------------------------------------------- the protocol's lines */

/* The line that reports a run: "error MESSAGE", or what the kernel measured (main.c). */
void format_report(char *out, size_t size, const struct ending *e) {
    if (e->error[0]) {
        snprintf(out, size, "error %s\n", e->error);
        return;
    }
    const struct rusage *ru = &e->ru;
    long long utime = (long long)ru->ru_utime.tv_sec * 1000000 + ru->ru_utime.tv_usec;
    long long stime = (long long)ru->ru_stime.tv_sec * 1000000 + ru->ru_stime.tv_usec;
    int status = e->status;
    const char *kind = e->exec_errno ? "execfail" : WIFSIGNALED(status) ? "signal" : "exit";
    int code = e->exec_errno ? e->exec_errno : WIFSIGNALED(status) ? WTERMSIG(status)
                                                                   : WEXITSTATUS(status);
    long long cpu = e->cpu_us >= 0 ? e->cpu_us : utime + stime;
    snprintf(out, size, "%s %d %lld %lld %ld %lld %d %d %lld %lld %d\n", kind, code, utime, stime,
             ru->ru_maxrss, (long long)(e->elapsed * 1e6), e->wall_timeout, e->cpu_killed, cpu,
             e->wait_us, e->gave_up);
}

/* A request of a serving helper: words ending in NUL, "run WALL GIVE_UP CPU_KILL AFTER N
 * RES:SOFT:HARD*N ARGV..." or "warm WALL GIVE_UP CPU_KILL LINE". -1 with the reason in `error`
 * when it is not one. */
int parse_request(char *data, size_t size, struct request *rq, char *error, size_t esize) {
    char *words[MAX_WORDS];
    int n = 0;
    size_t i = 0;
    while (i < size && n < MAX_WORDS) {
        words[n++] = data + i;
        char *end = memchr(data + i, '\0', size - i);
        if (!end) {
            snprintf(error, esize, "a request word without its NUL");
            return -1;
        }
        i = (size_t)(end - data) + 1;
    }
    memset(rq, 0, sizeof *rq);
    if (n < 5) {
        snprintf(error, esize, "a short request");
        return -1;
    }
    rq->warm = strcmp(words[0], "warm") == 0;
    if (!rq->warm && strcmp(words[0], "run") != 0) {
        snprintf(error, esize, "an unknown request %.40s", words[0]);
        return -1;
    }
    rq->wall = atof(words[1]);
    rq->give_up = atof(words[2]);
    rq->cpu_kill = atof(words[3]);
    if (rq->warm) {
        rq->line = words[4];
        return 0;
    }
    rq->after = atof(words[4]);
    int k = n > 5 ? atoi(words[5]) : -1;
    if (k < 0 || k > MAX_RLIMITS || 6 + k >= n) {
        snprintf(error, esize, "a request with a bad rlimit count");
        return -1;
    }
    for (int j = 0; j < k; j++) {
        unsigned long long soft, hard;
        if (sscanf(words[6 + j], "%d:%llu:%llu", &rq->limits.resources[j], &soft, &hard) != 3) {
            snprintf(error, esize, "a bad rlimit %.40s", words[6 + j]);
            return -1;
        }
        rq->limits.values[j].rlim_cur = (rlim_t)soft;
        rq->limits.values[j].rlim_max = (rlim_t)hard;
    }
    rq->limits.n = k;
    static char *argv[MAX_WORDS + 1];
    int m = 0;
    for (int j = 6 + k; j < n; j++) argv[m++] = words[j];
    argv[m] = NULL;
    rq->argv = argv;
    return 0;
}
