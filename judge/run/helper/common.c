/*
 * What every mode of judge-sandbox uses: failing plainly, the streams and descriptors it is
 * given, numbers read from kernel files, signals, a forked child becoming the program, and the
 * request and report lines of the protocol (main.c).
 */
#include "common.h"

#include <dirent.h>
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

#define MAX_GROUPS 64

/* The whole of a small file `path` under `proc` into `buf` (NUL-terminated); its length, or
 * -1 when it cannot be read (the task is gone). */
static ssize_t read_small(int proc, const char *path, char *buf, size_t size) {
    int fd = openat(proc, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, size - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    return n;
}

/* A folder under `proc` to read entry by entry; NULL when it cannot be opened. */
static DIR *open_folder(int proc, const char *path) {
    int fd = openat(proc, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return NULL;
    DIR *dir = fdopendir(fd);
    if (!dir) close(fd);
    return dir;
}

/* What task `task` saw ("TID" or "PID/task/TID" under `proc`), into `w`, each figure the most
 * any task saw: its wait for a CPU and its time running or waiting to run (schedstat's
 * run_delay and sum_exec_runtime, since the task began), and where `w->disk` is not -1 its
 * wait for the disk (stat's field 42, delayacct_blkio_ticks: counted only with delay
 * accounting on). A task gone adds nothing. */
void task_waits(int proc, const char *task, struct waited *w) {
    char path[128], buf[1024];
    snprintf(path, sizeof path, "%s/schedstat", task);
    long long running, waiting;
    if (read_small(proc, path, buf, sizeof buf) < 0 ||
        sscanf(buf, "%lld %lld", &running, &waiting) != 2)
        return;
    if (waiting > w->cpu) w->cpu = waiting;
    if (running + waiting > w->busy) w->busy = running + waiting;
    if (w->disk < 0) return;
    snprintf(path, sizeof path, "%s/stat", task);
    if (read_small(proc, path, buf, sizeof buf) < 0) return;
    char *p = strrchr(buf, ')'); /* the name may hold spaces and parentheses: after its end */
    for (int space = 0; p && space < 40; space++) p = strchr(p + 1, ' '); /* before field 42 */
    if (!p) return;
    long long ticks = strtoll(p + 1, NULL, 10);
    long hz = sysconf(_SC_CLK_TCK);
    long long disk = hz > 0 ? ticks * (1000000000LL / hz) : 0;
    if (disk > w->disk) w->disk = disk;
}

/* The parent and process group of process `pid` (an entry of `proc`): 0, or -1 when it is
 * gone. */
int proc_stat(int proc, const char *pid, int *ppid, int *pgrp) {
    char path[300], buf[512];
    snprintf(path, sizeof path, "%s/stat", pid);
    if (read_small(proc, path, buf, sizeof buf) < 0) return -1;
    char *close_paren = strrchr(buf, ')');
    char state;
    if (!close_paren || sscanf(close_paren + 1, " %c %d %d", &state, ppid, pgrp) != 3) return -1;
    return 0;
}

/* What the tasks of the process groups `groups` saw (each of their processes' threads, found
 * through `proc`), into `w`. */
void group_waits(int proc, const pid_t *groups, int ngroups, struct waited *w) {
    DIR *all = open_folder(proc, ".");
    if (!all) return;
    struct dirent *entry;
    while ((entry = readdir(all)) != NULL) {
        int ppid, pgrp, member = 0;
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        if (proc_stat(proc, entry->d_name, &ppid, &pgrp) < 0) continue;
        for (int i = 0; i < ngroups; i++) member |= groups[i] == pgrp;
        if (!member) continue;
        char path[600];
        snprintf(path, sizeof path, "%s/task", entry->d_name);
        DIR *tasks = open_folder(proc, path);
        if (!tasks) continue;
        struct dirent *task;
        while ((task = readdir(tasks)) != NULL) {
            if (task->d_name[0] < '0' || task->d_name[0] > '9') continue;
            snprintf(path, sizeof path, "%s/task/%s", entry->d_name, task->d_name);
            task_waits(proc, path, w);
        }
        closedir(tasks);
    }
    closedir(all);
}

/* What the threads in the cgroup `folder` saw (its thread list, v1 `tasks` or v2
 * `cgroup.threads`, read anew; each thread under `proc`), into `w`. */
void folder_waits(int proc, int folder, struct waited *w) {
    int fd = openat(folder, "tasks", O_RDONLY | O_CLOEXEC);
    if (fd < 0) fd = openat(folder, "cgroup.threads", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    char buf[16384];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n < 0) return;
    buf[n] = 0;
    char *p = buf, *end;
    for (;;) {
        long tid = strtol(p, &end, 10);
        if (end == p) break;
        char task[32];
        snprintf(task, sizeof task, "%ld", tid);
        task_waits(proc, task, w);
        p = end;
    }
}

/* The process groups of the children of `helper` (a plain partner's helper, a subreaper: its
 * program and what escaped it), at most `max`; how many. */
static int children_groups(int proc, pid_t helper, pid_t *groups, int max) {
    DIR *all = open_folder(proc, ".");
    if (!all) return 0;
    int n = 0;
    struct dirent *entry;
    while (n < max && (entry = readdir(all)) != NULL) {
        int ppid, pgrp;
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        if (proc_stat(proc, entry->d_name, &ppid, &pgrp) == 0 && ppid == helper)
            groups[n++] = pgrp;
    }
    closedir(all);
    return n;
}

/* The judge's relay thread's wait for a CPU so far, ns. */
static long long relay_wait(int proc, pid_t relay) {
    struct waited w = {0, -1, 0};
    char task[32];
    snprintf(task, sizeof task, "%d", (int)relay);
    task_waits(proc, task, &w);
    return w.cpu;
}

/* The partners' wait for a CPU since the run began: the relay thread's, and the most any task
 * of the interactor waited (its program started for this conversation, just before). */
static long long partner_wait(const struct backstop *s) {
    const struct partner *p = s->partner;
    long long total = 0;
    if (p->relay > 0) {
        long long relay = relay_wait(s->proc, p->relay);
        if (relay > s->relay0) total += relay - s->relay0;
    }
    struct waited w = {0, -1, 0};
    if (p->folder >= 0) folder_waits(s->proc, p->folder, &w);
    if (p->helper > 0) {
        pid_t groups[MAX_GROUPS];
        int n = children_groups(s->proc, p->helper, groups, MAX_GROUPS);
        if (n) group_waits(s->proc, groups, n, &w);
    }
    return total + w.cpu;
}

/* The total of an io.pressure file's "some" line in ns (the time some task waited for the
 * disk, weighted across the CPUs, since boot); -1 when it cannot be read. */
static long long pressure_total(int fd) {
    if (fd < 0) return -1;
    long long us = read_number(fd, "total=");
    return us < 0 ? -1 : us * 1000;
}

void backstop_start(struct backstop *s, const struct request *rq, int proc, int pressure) {
    memset(s, 0, sizeof *s);
    s->wall = rq->wall;
    s->give_up = rq->give_up;
    s->next = rq->wall;
    s->proc = proc;
    s->pressure = pressure;
    s->partner = &rq->partner;
    s->main_stat = -1;
    /* Whether the kernel reports each task's wait for a CPU (CONFIG_SCHED_INFO). */
    if (faccessat(proc, "self/schedstat", R_OK, 0) != 0) s->seen.cpu = -1;
    s->seen0 = s->seen;
    s->disk_source = DISK_NONE;
    if (rq->wall <= 0) return;
    /* What began before the run, read as it begins (a few microseconds). */
    char flag[16];
    if (read_small(proc, "sys/kernel/task_delayacct", flag, sizeof flag) > 0 && flag[0] == '1')
        s->disk_source = DISK_TASKS;
    else if ((s->pressure_at = pressure_total(pressure)) >= 0)
        s->disk_source = DISK_SAMPLED;
    if (rq->partner.relay > 0) s->relay0 = relay_wait(proc, rq->partner.relay);
}

/* A poll `elapsed` seconds into the run: where the disk wait is sampled, the state of the
 * run's first process (`main`, once the mode knows it). */
void backstop_sample(struct backstop *s, double elapsed) {
    if (s->disk_source != DISK_SAMPLED || s->main <= 0) return;
    if (s->main_stat < 0) {
        char path[32];
        snprintf(path, sizeof path, "%d/stat", (int)s->main);
        s->main_stat = openat(s->proc, path, O_RDONLY | O_CLOEXEC);
        if (s->main_stat < 0) {
            s->main = -1;
            return;
        }
    }
    double interval = elapsed - s->sampled_at;
    s->sampled_at = elapsed;
    char buf[512], state;
    ssize_t n = pread(s->main_stat, buf, sizeof buf - 1, 0);
    if (n <= 0) { /* it ended: nothing more to sample */
        close(s->main_stat);
        s->main_stat = s->main = -1;
        return;
    }
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    if (!p || sscanf(p + 1, " %c", &state) != 1 || state != 'D') return;
    long long total = pressure_total(s->pressure);
    if (total < 0) return;
    /* The machine's figure weights each CPU's by its busy time: one task's wait for the disk
     * raises it by at least 1/CPUS of the wait (the other CPUs busy), so CPUS times its growth
     * bounds what the machine's disk can explain. */
    long cpus = sysconf(_SC_NPROCESSORS_CONF);
    long long credit = (long long)(interval * 1e9);
    long long machine = (total - s->pressure_at) * (cpus > 0 ? cpus : 1);
    if (machine < credit) credit = machine;
    if (credit > 0) s->sampled_ns += credit;
    s->pressure_at = total;
}

/* One look at the run's waits, each the most seen so far (a task gone keeps what it was seen
 * to wait). */
static void backstop_look(struct backstop *s, wait_measure measure, const void *what) {
    struct waited w = {0, s->disk_source == DISK_TASKS ? 0 : -1, 0};
    measure(what, &w);
    if (s->disk_source == DISK_SAMPLED) w.disk = s->sampled_ns;
    if (w.cpu > s->seen.cpu) s->seen.cpu = w.cpu;
    if (w.disk > s->seen.disk) s->seen.disk = w.disk;
    if (w.busy > s->seen.busy) s->seen.busy = w.busy;
    const struct partner *p = s->partner;
    if (p->relay > 0 || p->helper > 0 || p->folder >= 0) {
        long long partner = partner_wait(s);
        if (partner > s->partner_ns) s->partner_ns = partner;
    }
}

/* The time charged `elapsed` seconds into the run, from the last look: the elapsed time since
 * `origin` less the waits since; the partners' wait only up to the time the run was idle
 * (neither running, waiting to run, nor waiting for the disk: waiting for its partner). */
static double backstop_charged(struct backstop *s, double elapsed) {
    double span = elapsed - s->origin;
    double cpu = (s->seen.cpu - s->seen0.cpu) / 1e9;
    double disk = (s->seen.disk - s->seen0.disk) / 1e9;
    double idle = span - (s->seen.busy - s->seen0.busy) / 1e9 - disk;
    double partner = (s->partner_ns - s->partner0_ns) / 1e9;
    if (partner > idle) partner = idle > 0 ? idle : 0;
    s->partner_charged_ns = (long long)(partner * 1e9);
    return span - cpu - disk - partner;
}

/* From `elapsed` on, the run may be charged `wall` more seconds (an interactor, once the
 * submission it waited for has ended). */
void backstop_restart(struct backstop *s, double elapsed, double wall, wait_measure measure,
                      const void *what) {
    if (s->seen.cpu >= 0) backstop_look(s, measure, what);
    s->seen0 = s->seen;
    s->partner0_ns = s->partner_ns;
    s->origin = elapsed;
    s->wall = wall;
    s->next = elapsed + wall;
}

/* What the backstop says `elapsed` seconds into the run: RUN_ON, PAST_WALL (the time charged
 * reached it) or GIVE_UP. `measure` reads the tasks' waits, only when they are needed. */
int backstop_check(struct backstop *s, double elapsed, wait_measure measure, const void *what) {
    if (s->give_up > 0 && elapsed >= s->give_up) return GIVE_UP;
    if (s->wall <= 0 || elapsed < s->next) return RUN_ON;
    if (s->seen.cpu < 0) return PAST_WALL; /* the kernel says nothing: the wall clock alone */
    backstop_look(s, measure, what);
    double charged = backstop_charged(s, elapsed);
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
void backstop_end(struct backstop *s, int said, struct ending *e) {
    e->wall_timeout = said == PAST_WALL;
    e->gave_up = said == GIVE_UP;
    e->wait_us = s->seen.cpu < 0 ? -1 : s->seen.cpu / 1000;
    e->disk_us = (s->sampled_ns > s->seen.disk ? s->sampled_ns : s->seen.disk) / 1000;
    if (s->main_stat >= 0) close(s->main_stat);
    s->main_stat = -1;
    e->partner_us = s->partner_charged_ns / 1000;
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
    snprintf(out, size, "%s %d %lld %lld %ld %lld %d %d %lld %lld %d %lld %lld\n", kind, code,
             utime, stime, ru->ru_maxrss, (long long)(e->elapsed * 1e6), e->wall_timeout,
             e->cpu_killed, cpu, e->wait_us, e->gave_up, e->disk_us, e->partner_us);
}

/* A request of a serving helper: words ending in NUL, "run WALL GIVE_UP CPU_KILL AFTER RELAY
 * HELPER N RES:SOFT:HARD*N ARGV..." or "warm WALL GIVE_UP CPU_KILL LINE". -1 with the reason in `error`
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
    rq->partner.folder = -1;
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
    rq->partner.relay = n > 5 ? (pid_t)atoi(words[5]) : 0;
    rq->partner.helper = n > 6 ? (pid_t)atoi(words[6]) : 0;
    int k = n > 7 ? atoi(words[7]) : -1;
    if (k < 0 || k > MAX_RLIMITS || 8 + k >= n) {
        snprintf(error, esize, "a request with a bad rlimit count");
        return -1;
    }
    for (int j = 0; j < k; j++) {
        unsigned long long soft, hard;
        if (sscanf(words[8 + j], "%d:%llu:%llu", &rq->limits.resources[j], &soft, &hard) != 3) {
            snprintf(error, esize, "a bad rlimit %.40s", words[8 + j]);
            return -1;
        }
        rq->limits.values[j].rlim_cur = (rlim_t)soft;
        rq->limits.values[j].rlim_max = (rlim_t)hard;
    }
    rq->limits.n = k;
    static char *argv[MAX_WORDS + 1];
    int m = 0;
    for (int j = 8 + k; j < n; j++) argv[m++] = words[j];
    argv[m] = NULL;
    rq->argv = argv;
    return 0;
}
