/*
 * judge-sandbox: runs programs under limits and reports what the kernel measured.
 *
 * Why a separate small binary: ru_maxrss is a high-water mark that survives exec, so a process
 * forked from the (large) Python judge reports the judge's resident size as its own peak. The
 * judge therefore execs this tiny helper, which forks the solution from a small address space
 * and reads the solution's own rusage from wait4(). The same helper builds the isolation of
 * `judge run --isolate` (namespaces, a private root, cgroup membership, an unprivileged user),
 * once per submission: a "box" that then runs the submission's cases one after another.
 *
 * It holds no policy: every number and path comes from the judge (judge/run/limits.py,
 * judge/run/isolation/session.py, judge/run/isolation/cgroups.py, judge/run/isolation/box.py).
 *
 * Usage: judge-sandbox [OPTIONS] IN OUT ERR DIR -- ARGV...       one plain run
 *        judge-sandbox -Q REQUESTS &IN &OUT &ERR DIR      plain runs, served (serve_plain)
 *        judge-sandbox -I -S CHANNEL [ISOLATION] - - - DIR [-- ARGV...]   a box (below)
 *   -w WALL      the wall-clock backstop, decimal seconds (default: none).
 *   -k CPU       kill the program once its CPU time passes CPU seconds (checked every 10 ms):
 *                the process's own CPU clock (all its threads).
 *   -l RES:SOFT:HARD   one rlimit for the program, as numbers (RESOURCE as in <sys/resource.h>);
 *                in a box, for the warm server.
 *   -r           the program becomes a child subreaper itself (the warm Python server).
 *   IN, OUT, ERR: paths, or &N for a descriptor the caller passed in.
 *   DIR: the working directory of the program (inside the new root in a box).
 * A box (-I -S): the isolation is built once, then runs are served one at a time.
 *   -S SPEC      the channel: a Unix SOCK_SEQPACKET socket; end of file ends the box.
 *   -E SPEC      where the box (and the warm server) write their messages.
 *   -N SPEC      join this network namespace instead of making a new one.
 *   -R DIR       an empty directory where the new root is built (a tmpfs mounted there).
 *   -u UID:GID   the programs' credentials.
 *   -c SPEC      a file of the case's cgroup that a run's first process writes "0" to, to join
 *                it (cgroup v1 `tasks`: moving one thread skips the kernel's global lock;
 *                v2 `cgroup.procs`); repeatable.
 *   -C SPEC      the case cgroup's CPU usage: cpuacct.usage (nanoseconds) or cpu.stat
 *                (usage_usec), for the kill rule (the increase since the run started).
 *   -M SPEC      a file holding a byte count, sampled every 10 ms for its maximum (SAMPLED_PEAK).
 *   -K SPEC      the case cgroup's folder (of the memory controller on v1): what is left
 *                there is killed after each run.
 *   -Y SPEC      warm: ARGV is a warm server (judge/run/execution/warm_interpreter.py) kept for the box's
 *                life, as pid 1 of a pid and IPC namespace of its own, made a member of the
 *                case cgroup to root its cgroup namespace there, then of the cgroups of -J;
 *                it finds the files of -c open at 3, 4, ... and its own script (SPEC) after
 *                them, and starts with no capability, the ids of -u as effective and saved
 *                ones and those of -U as real ones (it never runs a solution itself).
 *   -U UID:GID   the warm server's own ids.
 *   -J SPEC      a file of the warm server's own cgroup, to join (repeatable).
 *   Mount steps, done in the order given (paths inside are the same as outside unless given):
 *   -b PATH      bind PATH (file or directory) read-only, nosuid, nodev.
 *   -f SRC DEST  bind SRC read-only (nosuid, nodev) at DEST.
 *   -B SRC DEST  bind SRC read-write (nosuid, nodev) at DEST.
 *   -t PATH SIZE INODES   a writable place: a new tmpfs of SIZE bytes and INODES inodes owned
 *                by the programs, mounted for each run and removed after it.
 *   -H PATH      hide PATH under an empty read-only tmpfs, if it exists in the tree by then.
 *   -s TARGET PATH   a symbolic link.
 *   -d PATH      bind the device node PATH.
 *   -p PATH      where each pid namespace's procfs goes (each fresh run's, in a copy of the
 *                box's mounts of its own; the warm server's).
 * Other modes (alone):
 *   -P           probe which namespaces can be made: one line per kind, "NAME ERRNO" (0: yes),
 *                then "mqueue ERRNO" (a detached mqueue mount: fsopen).
 *   -X           make a network namespace and hold it: print "ready" and wait for end of file
 *                on stdin (the judge opens /proc/PID/ns/net meanwhile and keeps it).
 * A plain run prints one line on its own stdout:
 *   exit CODE|signal SIG|execfail ERRNO  UTIME_US STIME_US MAXRSS_KB WALL_US WALL_TIMEOUT
 *   CPU_KILLED SAMPLED_PEAK
 * Exit status 0 when the line was printed, 2 for a usage or set-up failure (message on stderr).
 *
 * The box protocol: the box sends "ready\n" once built. Each request is one message of words
 * ending in NUL, with the run's stdin, stdout and stderr attached:
 *   run WALL CPU_KILL N RES:SOFT:HARD*N ARGV...     a fresh run of ARGV
 *   warm WALL CPU_KILL LINE                         a run of the warm server (LINE is its request)
 * and is answered by one message: the report line above, or "error MESSAGE\n". A fresh run is
 * pid 2 under an init (pid 1) in new pid and IPC namespaces (and a copy of the box's mount
 * namespace, for its /proc); a warm run is the warm server's
 * fork, pid 2 under it (the namespace's pid counter is set back before each run). Before each
 * run the writable places are new; after it, whatever is left in the case cgroup is killed, and
 * a warm server whose IPC namespace holds anything (System V objects, POSIX message queues) is
 * replaced, so the next run starts in an empty one.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif
#ifndef SYS_fsopen
#define SYS_fsopen 430
#endif
#ifndef SYS_fsconfig
#define SYS_fsconfig 431
#endif
#ifndef SYS_fsmount
#define SYS_fsmount 432
#endif
#ifndef SYS_open_tree
#define SYS_open_tree 428
#endif
#ifndef SYS_move_mount
#define SYS_move_mount 429
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif
#define OPEN_TREE_CLONE_ 1
#define MOVE_MOUNT_F_EMPTY_PATH_ 0x00000004
/* Where binds that go inside a writable place wait, hidden, for each run's places. */
#define STAGE "/.judge-stage"
#define ATTR_RDONLY 0x00000001
#define ATTR_NOSUID 0x00000002
#define ATTR_NODEV 0x00000004
#define FSCONFIG_CMD_CREATE_ 6

struct mount_attr_arg {
    uint64_t attr_set, attr_clr, propagation, userns_fd;
};

#define POLL_NS 10000000L /* how often the CPU kill point and the sampled peak are checked */
#define MAX_RLIMITS 16
#define MAX_STEPS 128
#define MAX_CGROUPS 8
#define MAX_REQUEST 65536
#define MAX_WORDS 4096

enum step_kind { BIND_RO, BIND_RW, TMPFS, HIDE, SYMLINK, DEVICE, PROC };

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

struct config {
    double wall, cpu_kill;
    int subreaper_child, isolate, serve_plain, netns_fd, channel, log_fd;
    struct rlimits limits;
    const char *root, *dir;
    int join_fds[MAX_CGROUPS], njoin;           /* -c */
    int warm_join_fds[MAX_CGROUPS], nwarm_join; /* -J */
    int cpu_fd, sample_fd, procs_fd, warm_script;
    uid_t uid, server_uid;
    gid_t gid, server_gid;
    int has_creds;
    struct step steps[MAX_STEPS];
    int nsteps;
};

static void die(const char *what) {
    fprintf(stderr, "judge-sandbox: %s: %s\n", what, strerror(errno));
    exit(2);
}

static void die2(const char *what, const char *path) {
    fprintf(stderr, "judge-sandbox: %s %s: %s\n", what, path, strerror(errno));
    exit(2);
}

static void usage(void) {
    fprintf(stderr, "usage: judge-sandbox [-r] [-w WALL] [-k CPU] [-l RES:SOFT:HARD]... "
                    "IN OUT ERR DIR -- ARGV...\n"
                    "       judge-sandbox -I -S CHANNEL [isolation options] - - - DIR "
                    "[-- ARGV...]\n");
    exit(2);
}

/* IN/OUT/ERR and descriptor options: "&N" is an inherited descriptor, anything else a path
 * opened with `flags`. */
static int open_stream(const char *spec, int flags) {
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

static int open_option(const char *spec, int flags) {
    int fd = open_stream(spec, flags);
    if (fd < 0) die2("open", spec);
    return fd;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Close every descriptor from `first` up except `keep` (-1: none). */
static void close_from(int first, int keep) {
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
static void close_from_3(int keep) { close_from(3, keep); }

/* The first number in a file: a bare number (cpuacct.usage, memory.current), or with `key` the
 * number after it (cpu.stat's "usage_usec N"). -1 when unreadable. */
static long long read_number(int fd, const char *key) {
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

/* CPU time of the tree in the cgroup (isolated) in seconds, from its usage file. */
static double cgroup_cpu(int fd) {
    char first;
    if (pread(fd, &first, 1, 0) != 1) return -1;
    if (first >= '0' && first <= '9') return read_number(fd, NULL) / 1e9; /* cpuacct.usage, ns */
    long long usec = read_number(fd, "usage_usec");                      /* cpu.stat */
    return usec < 0 ? -1 : usec / 1e6;
}

static void write_zero(int fd, const char *what) {
    if (write(fd, "0", 1) != 1) die(what);
}

/* ---------------------------------------------------------------- plain runs' clean-up */

/* Kill every process that was reparented to us (we are a subreaper) and reap them all. */
static void reap_orphans(void) {
    pid_t self = getpid();
    for (int round = 0; round < 1000; round++) {
        int status;
        pid_t r;
        while ((r = waitpid(-1, &status, WNOHANG)) > 0) {}
        if (r < 0) return; /* ECHILD: nobody left */
        DIR *proc = opendir("/proc");
        if (!proc) return;
        struct dirent *entry;
        while ((entry = readdir(proc)) != NULL) {
            char path[300], buf[512];
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
            int fd = open(path, O_RDONLY);
            if (fd < 0) continue;
            ssize_t n = read(fd, buf, sizeof buf - 1);
            close(fd);
            if (n <= 0) continue;
            buf[n] = 0;
            char *close_paren = strrchr(buf, ')');
            int ppid = 0;
            char state;
            if (close_paren && sscanf(close_paren + 1, " %c %d", &state, &ppid) == 2 && ppid == self)
                kill(atoi(entry->d_name), SIGKILL);
        }
        closedir(proc);
        usleep(1000);
    }
}

/* ---------------------------------------------------------------- the isolated root */

/* Create every missing directory on the way to `path` (not `path` itself). */
static void make_parents(const char *path) {
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(buf, 0755) < 0 && errno != EEXIST) die2("mkdir", buf);
        *p = '/';
    }
}

/* A mount point at `path` for a directory or for a file. */
static void make_mount_point(const char *path, int directory) {
    make_parents(path);
    if (directory) {
        if (mkdir(path, 0755) < 0 && errno != EEXIST) die2("mkdir", path);
    } else {
        int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0 && errno != EEXIST && errno != EISDIR) die2("create", path);
        if (fd >= 0) close(fd);
    }
}

/* Read-only (and nosuid, nodev unless a device) for a bind mount and every mount below it. */
static void seal(const char *path, int readonly, int device) {
    struct mount_attr_arg attr = {0, 0, 0, 0};
    attr.attr_set = (readonly ? ATTR_RDONLY : 0) | ATTR_NOSUID | (device ? 0 : ATTR_NODEV);
    if (syscall(SYS_mount_setattr, AT_FDCWD, path, AT_RECURSIVE, &attr, sizeof attr) == 0) return;
    unsigned long flags = MS_REMOUNT | MS_BIND | MS_NOSUID | (readonly ? MS_RDONLY : 0) |
                          (device ? 0 : MS_NODEV);
    if (mount(NULL, path, NULL, flags, NULL) < 0) die2("remount", path);
}

static void join(char *out, size_t size, const char *root, const char *path) {
    if ((size_t)snprintf(out, size, "%s%s", root, path) >= size) {
        errno = ENAMETOOLONG;
        die2("path", path);
    }
}

/* Is `path` the folder `place` or inside it? */
static int inside(const char *path, const char *place) {
    size_t n = strlen(place);
    if (n == 1 && place[0] == '/') return 1;
    return strncmp(path, place, n) == 0 && (path[n] == '/' || path[n] == 0);
}

static const char *bind_target(const struct step *s) { return s->b ? s->b : s->a; }

/* A bind is late when its target lies inside a writable place set up before it (an interpreter
 * in a virtual environment under /tmp): the place is mounted afresh for every run, so the bind
 * waits in STAGE and is grafted onto each run's place (mount_places). */
static int late_bind(const struct config *cfg, int i) {
    const struct step *s = &cfg->steps[i];
    if (s->kind != BIND_RO && s->kind != BIND_RW) return 0;
    for (int j = 0; j < i; j++)
        if (cfg->steps[j].kind == TMPFS && inside(bind_target(s), cfg->steps[j].a)) return 1;
    return 0;
}

/* Where step i's path is in the tree being built: under cfg->root, or in STAGE for a late bind
 * and for what lies inside one (a private path hidden inside a late bind goes with it). */
static void place_in_root(const struct config *cfg, int i, char *dst, size_t size) {
    const struct step *s = &cfg->steps[i];
    const char *path = s->kind == SYMLINK                         ? s->b
                       : s->kind == BIND_RO || s->kind == BIND_RW ? bind_target(s)
                                                                  : s->a;
    for (int k = i; k >= 0; k--) {
        if (!late_bind(cfg, k) || !inside(path, bind_target(&cfg->steps[k]))) continue;
        if ((size_t)snprintf(dst, size, "%s%s/%d%s", cfg->root, STAGE, k,
                             path + strlen(bind_target(&cfg->steps[k]))) >= size) {
            errno = ENAMETOOLONG;
            die2("path", path);
        }
        return;
    }
    join(dst, size, cfg->root, path);
}

/* Build the new root in cfg->root and move into it: the caller is in a new mount namespace.
 * The writable places and /proc get mount points only: they are mounted per run; `staged`
 * gets a handle on each late bind, by step. */
static void build_root(const struct config *cfg, int staged[MAX_STEPS]) {
    char dst[PATH_MAX];
    int hidden[MAX_STEPS], nhidden = 0, nstaged = 0;
    for (int i = 0; i < MAX_STEPS; i++) staged[i] = -1;
    /* Nothing we mount may propagate back to the host, and pivot_root needs private mounts. */
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) die("make mounts private");
    if (mount("judge-root", cfg->root, "tmpfs", MS_NOSUID | MS_NODEV,
              "size=1m,nr_inodes=4096,mode=0755") < 0)
        die2("mount the root tmpfs on", cfg->root);
    for (int i = 0; i < cfg->nsteps; i++) {
        const struct step *s = &cfg->steps[i];
        struct stat st;
        switch (s->kind) {
        case BIND_RO:
        case BIND_RW: {
            if (stat(s->a, &st) < 0) die2("stat", s->a);
            place_in_root(cfg, i, dst, sizeof dst);
            make_mount_point(dst, S_ISDIR(st.st_mode));
            if (mount(s->a, dst, NULL, MS_BIND | MS_REC, NULL) < 0) die2("bind", s->a);
            seal(dst, s->kind == BIND_RO, 0);
            if (late_bind(cfg, i)) nstaged++;
            break;
        }
        case TMPFS:
        case PROC:
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 1);
            break;
        case HIDE:
            place_in_root(cfg, i, dst, sizeof dst);
            if (lstat(dst, &st) < 0 || !S_ISDIR(st.st_mode)) break; /* not in the tree */
            if (mount("judge-hidden", dst, "tmpfs", MS_NOSUID | MS_NODEV,
                      "size=64k,nr_inodes=256,mode=0755") < 0)
                die2("hide", s->a);
            hidden[nhidden++] = i; /* read-only once what goes inside it is there */
            break;
        case SYMLINK:
            place_in_root(cfg, i, dst, sizeof dst);
            make_parents(dst);
            if (symlink(s->a, dst) < 0 && errno != EEXIST) die2("symlink", s->b);
            break;
        case DEVICE:
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 0);
            if (mount(s->a, dst, NULL, MS_BIND, NULL) < 0) die2("bind", s->a);
            seal(dst, 0, 1);
            break;
        }
    }
    for (int i = 0; i < nhidden; i++) {
        place_in_root(cfg, hidden[i], dst, sizeof dst);
        if (mount(NULL, dst, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
            die2("remount read-only", cfg->steps[hidden[i]].a);
    }
    if (nstaged) {
        /* A handle on each staged bind, then STAGE covered for good: a run sees the binds
         * only where they are grafted. */
        for (int i = 0; i < cfg->nsteps; i++) {
            if (!late_bind(cfg, i)) continue;
            place_in_root(cfg, i, dst, sizeof dst);
            staged[i] = open(dst, O_PATH | O_CLOEXEC);
            if (staged[i] < 0) die2("open", dst);
        }
        join(dst, sizeof dst, cfg->root, STAGE);
        if (mount("judge-hidden", dst, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV,
                  "size=4k,nr_inodes=2,mode=0700") < 0)
            die2("hide", STAGE);
    }
    if (mount(NULL, cfg->root, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
        die("remount the root read-only");
    /* pivot_root(".", "."): the old root ends up stacked under the new one, then detached, so
     * nothing of the host's tree stays reachable. */
    if (chdir(cfg->root) < 0) die2("chdir", cfg->root);
    if (syscall(SYS_pivot_root, ".", ".") < 0) die("pivot_root");
    if (umount2(".", MNT_DETACH) < 0) die("detach the old root");
    if (chdir("/") < 0) die("chdir /");
}

/* Give up every privilege for good: no supplementary groups, the unprivileged ids, no
 * capabilities (not even in the bounding set), and no way to gain any (setuid files, file
 * capabilities) across execve. */
static void drop_privileges(const struct config *cfg) {
    for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    if (setgroups(0, NULL) < 0) die("setgroups");
    if (setresgid(cfg->gid, cfg->gid, cfg->gid) < 0) die("setresgid");
    if (setresuid(cfg->uid, cfg->uid, cfg->uid) < 0) die("setresuid");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die("no_new_privs");
}

/* ---------------------------------------------------------------- starting the program */

struct streams {
    int in, out, err;
};

/* A failure while the child becomes the program: reported like an exec failure (the program
 * could not be started), with the reason on the judge's side of stderr when it is still ours. */
#define CHILD_FAIL(what)                                   \
    do {                                                   \
        int e_ = errno;                                    \
        fprintf(stderr, "judge-sandbox: %s: %s\n", what, strerror(e_)); \
        if (write(report, &e_, sizeof e_) < 0) {}          \
        _exit(127);                                        \
    } while (0)

static void default_signals(const sigset_t *mask) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGCHLD, SIG_DFL);
    sigprocmask(SIG_SETMASK, mask, NULL);
}

/* Block the signals the helper reads itself (SIGCHLD, SIGINT, SIGTERM, SIGHUP) into `mask`,
 * and set `programs` to the mask its programs start with: the one it was started with, less
 * these. The judge starts the helper with them already blocked (posix_spawn's signal mask):
 * a stop sent the moment the helper starts then waits for the loop that reads it, where it
 * would otherwise kill the helper before it could stop its program and report. */
static void block_own_signals(sigset_t *mask, sigset_t *programs) {
    static const int own[] = {SIGCHLD, SIGINT, SIGTERM, SIGHUP};
    sigemptyset(mask);
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) sigaddset(mask, own[k]);
    sigprocmask(SIG_BLOCK, mask, programs);
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) sigdelset(programs, own[k]);
}

/* In the forked child: become the program. Never returns; an exec failure is reported as
 * errno on `report`. */
static void become_program(const struct config *cfg, const struct rlimits *limits,
                           const struct streams *io, int report, const sigset_t *mask,
                           const char *dir, char **argv) {
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

/* What one run ended with, or why it could not be run (`error`). */
struct ending {
    int status, exec_errno, wall_timeout, cpu_killed;
    struct rusage ru;
    double elapsed;
    long long sampled_peak;
    char error[512];
};

/* The line that reports a run: "error MESSAGE", or what the kernel measured (usage above). */
static void format_report(char *out, size_t size, const struct ending *e) {
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
    snprintf(out, size, "%s %d %lld %lld %ld %lld %d %d %lld\n", kind, code, utime, stime,
             ru->ru_maxrss, (long long)(e->elapsed * 1e6), e->wall_timeout, e->cpu_killed,
             e->sampled_peak);
}

/* ---------------------------------------------------------------- a plain run */

/* Run `argv` on the streams `io` under `limits`, in `dir` (NULL: the helper's own directory),
 * with the wall-clock backstop `wall` and the kill rule's `cpu_kill` (0: none); `mask` holds
 * the helper's own signals (blocked: read here), `programs` the mask the program starts with.
 * SIGTERM stops the run; SIGINT and SIGHUP too, and set `*stop` (the helper is to end).
 * `stop` is NULL for a one-shot run, whose streams are then closed here once the program has
 * them: a pipe to another program (an interactor) must see its end when the program's ends. */
static void plain_case(const struct config *cfg, const struct rlimits *limits, double wall,
                       double cpu_kill, const struct streams *io, const char *dir, char **argv,
                       const sigset_t *mask, const sigset_t *programs, struct ending *e,
                       int *stop) {
    memset(e, 0, sizeof *e);
    int report[2];
    if (pipe2(report, O_CLOEXEC) < 0) die("pipe");
    double start = now();
    pid_t pid = fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
        close(report[0]);
        become_program(cfg, limits, io, report[1], programs, dir, argv);
    }
    setpgid(pid, pid); /* also here, so the group exists before any kill(-pid) */
    close(report[1]);
    if (!stop) {
        close(io->in);
        close(io->out);
        close(io->err);
    }

    clockid_t cpu_clock;
    int have_cpu_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
    int killed = 0;
    for (;;) {
        pid_t r = wait4(pid, &e->status, WNOHANG, &e->ru);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) die("wait4");
        double elapsed = now() - start;
        if (!killed && wall > 0 && elapsed >= wall) {
            e->wall_timeout = killed = 1;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
        }
        if (!killed && cpu_kill > 0 && have_cpu_clock) {
            struct timespec ts;
            if (clock_gettime(cpu_clock, &ts) == 0 && ts.tv_sec + ts.tv_nsec / 1e9 > cpu_kill) {
                e->cpu_killed = killed = 1;
                kill(-pid, SIGKILL);
                kill(pid, SIGKILL);
            }
        }
        struct timespec wait_for = {0, POLL_NS};
        if (wall > 0 && !killed) {
            double left = wall - elapsed;
            if (left < POLL_NS / 1e9) {
                wait_for.tv_sec = 0;
                wait_for.tv_nsec = left > 0 ? (long)(left * 1e9) + 1 : 1;
            }
        }
        siginfo_t info;
        int sig = sigtimedwait(mask, &info, &wait_for);
        /* Interrupted or terminated (Ctrl-C reaches the judge's process group, which includes
         * us but not the program): stop the program and report as usual. */
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP) {
            killed = 1;
            if (sig != SIGTERM && stop) *stop = 1;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
        }
    }
    e->elapsed = now() - start;

    /* Nothing the solution started may outlive its case. */
    kill(-pid, SIGKILL);
    reap_orphans();

    if (read(report[0], &e->exec_errno, sizeof e->exec_errno) != sizeof e->exec_errno)
        e->exec_errno = 0;
    close(report[0]);
}

static int run_plain(const struct config *cfg, char **paths, char **argv) {
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
    struct ending e;
    plain_case(cfg, &cfg->limits, cfg->wall, cfg->cpu_kill, &io, NULL, argv, &mask, &old, &e,
               NULL);
    char line[256];
    format_report(line, sizeof line, &e);
    fputs(line, stdout);
    return 0;
}

/* ---------------------------------------------------------------- a box */

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
    int places; /* the writable places are mounted */
    int staged[MAX_STEPS]; /* a late bind's staged mount (O_PATH), by step; -1 for the others */
    int warm_proc;  /* the warm server's /proc is mounted (it may outlive the server a moment) */
    int warm_ready; /* the warm server said it is ready to serve */
    int stop;   /* SIGINT or SIGHUP: finish the run under way and end */
};

struct request {
    int warm;
    double wall, cpu_kill;
    struct rlimits limits;
    char **argv; /* a fresh run's program */
    char *line;  /* a warm run's request to the warm server */
};

/* The limits of a run, watched every 10 ms: the wall-clock backstop, the kill rule (the case
 * cgroup's CPU time since the run started), the sampled peak. */
struct watch {
    double start, wall, cpu_kill, cpu0;
    int killed, wall_timeout, cpu_killed;
    long long sampled;
};

static void watch_start(const struct box *b, struct watch *w, double wall, double cpu_kill) {
    memset(w, 0, sizeof *w);
    w->wall = wall;
    w->cpu_kill = cpu_kill;
    if (b->cfg->cpu_fd >= 0) {
        w->cpu0 = cgroup_cpu(b->cfg->cpu_fd);
        if (w->cpu0 < 0) w->cpu0 = 0;
    }
    w->start = now();
}

static void watch_sample(const struct box *b, struct watch *w) {
    if (b->cfg->sample_fd < 0) return;
    long long v = read_number(b->cfg->sample_fd, NULL);
    if (v > w->sampled) w->sampled = v;
}

/* Milliseconds until the next look. */
static int watch_timeout(const struct watch *w) {
    double left = POLL_NS / 1e9;
    if (!w->killed && w->wall > 0) {
        double to_wall = w->wall - (now() - w->start);
        if (to_wall < left) left = to_wall > 0 ? to_wall : 0;
    }
    return (int)(left * 1000) + 1;
}

/* 1 when the run must be stopped now (the reason is recorded in `w`). */
static int watch_tick(const struct box *b, struct watch *w) {
    watch_sample(b, w);
    if (w->killed) return 0;
    if (w->wall > 0 && now() - w->start >= w->wall) {
        w->wall_timeout = w->killed = 1;
        return 1;
    }
    if (w->cpu_kill > 0 && b->cfg->cpu_fd >= 0) {
        double cpu = cgroup_cpu(b->cfg->cpu_fd);
        if (cpu >= 0 && cpu - w->cpu0 > w->cpu_kill) {
            w->cpu_killed = w->killed = 1;
            return 1;
        }
    }
    return 0;
}

/* The signals that came: SIGTERM stops the run under way (the judge saw too much output),
 * SIGINT and SIGHUP also end the box after it. 1 when the run must be stopped. */
static int read_signals(struct box *b) {
    struct signalfd_siginfo si;
    int stop = 0;
    while (read(b->sigfd, &si, sizeof si) == sizeof si) {
        if (si.ssi_signo == SIGTERM || si.ssi_signo == SIGINT || si.ssi_signo == SIGHUP)
            stop = 1;
        if (si.ssi_signo == SIGINT || si.ssi_signo == SIGHUP) b->stop = 1;
    }
    return stop;
}

/* Kill whatever is left in the case cgroup, until it is empty. Its member list is opened
 * anew for each look: cgroup v1 keeps the list it made for an open descriptor, so reading one
 * descriptor again shows processes long gone. */
static void kill_members(const struct box *b) {
    int dir = b->cfg->procs_fd;
    if (dir < 0) return;
    int all = openat(dir, "cgroup.kill", O_WRONLY | O_CLOEXEC); /* v2, Linux 5.14+ */
    for (int round = 0; round < 5000; round++) {
        if (all >= 0 && write(all, "1", 1) != 1) {}
        int fd = openat(dir, "cgroup.procs", O_RDONLY | O_CLOEXEC);
        if (fd < 0) break;
        char buf[16384];
        ssize_t n = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (n <= 0) break; /* empty */
        buf[n] = 0;
        char *p = buf, *end;
        for (;;) {
            long pid = strtol(p, &end, 10);
            if (end == p) break;
            if (pid > 0) kill((pid_t)pid, SIGKILL);
            p = end;
        }
        usleep(round < 10 ? 100 : 1000);
    }
    if (all >= 0) close(all);
}

static void unmount_places(struct box *b);

/* Mount a copy of the staged bind `staged` at `target`, inside a writable place just mounted,
 * making the folders on the way (they go with the place). */
static int graft(int staged, const char *target, struct ending *e) {
    char buf[PATH_MAX];
    struct stat st;
    const char *failed = "stat";
    int tree = -1;
    snprintf(buf, sizeof buf, "%s", target);
    if (fstat(staged, &st) < 0) goto fail;
    failed = "mkdir";
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(buf, 0755) < 0 && errno != EEXIST) goto fail;
        *p = '/';
    }
    if (S_ISDIR(st.st_mode) ? mkdir(target, 0755) < 0 && errno != EEXIST
                            : mknod(target, S_IFREG | 0644, 0) < 0 && errno != EEXIST)
        goto fail;
    failed = "clone the staged bind for";
    tree = (int)syscall(SYS_open_tree, staged, "",
                        OPEN_TREE_CLONE_ | AT_EMPTY_PATH | AT_RECURSIVE | O_CLOEXEC);
    if (tree < 0) goto fail;
    failed = "graft";
    if (syscall(SYS_move_mount, tree, "", AT_FDCWD, target, MOVE_MOUNT_F_EMPTY_PATH_) < 0)
        goto fail;
    close(tree);
    return 0;
fail:
    snprintf(e->error, sizeof e->error, "%s %s: %s", failed, target, strerror(errno));
    if (tree >= 0) close(tree);
    return -1;
}

static void mount_places(struct box *b, struct ending *e) {
    const struct config *cfg = b->cfg;
    char options[160];
    if (b->places) return;
    for (int i = 0; i < cfg->nsteps; i++) {
        const struct step *s = &cfg->steps[i];
        if (s->kind != TMPFS) continue;
        snprintf(options, sizeof options, "size=%llu,nr_inodes=%llu,mode=0755,uid=%u,gid=%u",
                 s->size, s->inodes, (unsigned)cfg->uid, (unsigned)cfg->gid);
        if (mount("judge-tmp", s->a, "tmpfs", MS_NOSUID | MS_NODEV, options) < 0) {
            snprintf(e->error, sizeof e->error, "mount a tmpfs on %s: %s", s->a,
                     strerror(errno));
            for (int j = i - 1; j >= 0; j--) /* those mounted already */
                if (cfg->steps[j].kind == TMPFS) umount2(cfg->steps[j].a, MNT_DETACH);
            return;
        }
    }
    b->places = 1;
    for (int i = 0; i < cfg->nsteps; i++) {
        if (b->staged[i] < 0) continue;
        if (graft(b->staged[i], bind_target(&cfg->steps[i]), e) < 0) {
            unmount_places(b); /* the grafts made go with their places */
            return;
        }
    }
}

/* The writable places of the run that ended go, with everything written there (and the
 * memory it was charged). */
static void unmount_places(struct box *b) {
    if (!b->places) return;
    for (int i = b->cfg->nsteps - 1; i >= 0; i--) {
        const struct step *s = &b->cfg->steps[i];
        if (s->kind == TMPFS) umount2(s->a, MNT_DETACH);
    }
    b->places = 0;
}

static const char *proc_path(const struct config *cfg) {
    for (int i = 0; i < cfg->nsteps; i++)
        if (cfg->steps[i].kind == PROC) return cfg->steps[i].a;
    return NULL;
}

static void mount_proc(const struct config *cfg) {
    const char *path = proc_path(cfg);
    if (path && mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
        die2("mount proc on", path);
}

/* Everything of the box a process started for a run must not keep (it does not exec at once);
 * the warm server's own cgroup files and script stay open for it with `keep_warm`. */
static void close_box_descriptors(const struct box *b, int keep_warm) {
    const struct config *cfg = b->cfg;
    close(b->sigfd);
    close(cfg->channel);
    close(b->host_proc);
    close(b->own_ipc);
    if (cfg->cpu_fd >= 0) close(cfg->cpu_fd);
    if (cfg->sample_fd >= 0) close(cfg->sample_fd);
    if (cfg->procs_fd >= 0) close(cfg->procs_fd);
    if (cfg->log_fd >= 0) close(cfg->log_fd);
    if (!keep_warm) {
        for (int i = 0; i < cfg->nwarm_join; i++) close(cfg->warm_join_fds[i]);
        if (cfg->warm_script >= 0) close(cfg->warm_script);
    }
    if (b->warm) {
        close(b->warm_channel);
        if (b->warm_pidns >= 0) close(b->warm_pidns);
        if (b->warm_mqueue >= 0) close(b->warm_mqueue);
        for (int i = 0; i < 3; i++)
            if (b->next_ids[i] >= 0) close(b->next_ids[i]);
    }
}

/* ------------------------------------------------ fresh runs */

/* pid 1 of a run's new pid, IPC and mount namespaces: its /proc, the program as pid 2, its wait
 * status passed on `status_pipe`; its exit kills whatever is left in the namespace. */
static void case_init(const struct box *b, const struct request *rq, const struct streams *io,
                      int report, int status_pipe) {
    const struct config *cfg = b->cfg;
    close_box_descriptors(b, 0);
    mount_proc(cfg);
    pid_t program = fork();
    if (program < 0) die("fork");
    if (program == 0) {
        close(status_pipe);
        become_program(cfg, &rq->limits, io, report, &b->old, cfg->dir, rq->argv);
    }
    close(report);
    close(io->in);
    close(io->out);
    close(io->err);
    for (int i = 0; i < cfg->njoin; i++) close(cfg->join_fds[i]);
    if (cfg->has_creds) drop_privileges(cfg);
    for (;;) {
        int status;
        pid_t r = waitpid(-1, &status, 0);
        if (r == program) {
            if (write(status_pipe, &status, sizeof status) < 0) {}
            _exit(0);
        }
        if (r < 0 && errno != EINTR) _exit(3);
    }
}

static void note_warm_death(struct box *b);

static void run_fresh(struct box *b, const struct request *rq, struct streams *io,
                      struct ending *e) {
    int report[2], status_pipe[2];
    mount_places(b, e);
    if (e->error[0]) return;
    if (pipe2(report, O_CLOEXEC) < 0 || pipe2(status_pipe, O_CLOEXEC) < 0) {
        snprintf(e->error, sizeof e->error, "pipe: %s", strerror(errno));
        return;
    }
    struct watch w;
    watch_start(b, &w, rq->wall, rq->cpu_kill);
    /* Its own copy of the box's mounts too (the same writable places), where its /proc goes
     * and goes away with it: the box's /proc (the warm server's) stays as it is. */
    pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNS | SIGCHLD, 0,
                               0, 0, 0);
    if (pid == 0) {
        close(report[0]);
        close(status_pipe[0]);
        case_init(b, rq, io, report[1], status_pipe[1]);
    }
    int clone_errno = errno;
    close(report[1]);
    close(status_pipe[1]);
    if (pid < 0) {
        close(report[0]);
        close(status_pipe[0]);
        unmount_places(b);
        snprintf(e->error, sizeof e->error, "clone (new namespaces): %s", strerror(clone_errno));
        return;
    }
    int status = 0;
    for (;;) {
        struct pollfd p = {b->sigfd, POLLIN, 0};
        if (poll(&p, 1, watch_timeout(&w)) > 0 && read_signals(b) && !w.killed) {
            w.killed = 1;
            kill(pid, SIGKILL); /* init: its death takes the whole pid namespace with it */
        }
        if (wait4(pid, &status, WNOHANG, &e->ru) == pid) break;
        note_warm_death(b);
        if (watch_tick(b, &w)) kill(pid, SIGKILL);
    }
    e->elapsed = now() - w.start;
    watch_sample(b, &w);
    e->wall_timeout = w.wall_timeout;
    e->cpu_killed = w.cpu_killed;
    e->sampled_peak = w.sampled;
    kill_members(b);
    if (read(report[0], &e->exec_errno, sizeof e->exec_errno) != sizeof e->exec_errno)
        e->exec_errno = 0;
    int program_status;
    if (read(status_pipe[0], &program_status, sizeof program_status) == sizeof program_status) {
        e->status = program_status;
    } else if (!w.killed) {
        /* init ended without the program's status: the set-up failed (its message is in the
         * box's messages already). */
        snprintf(e->error, sizeof e->error,
                 "the isolated run could not be set up (status %d)", status);
    } else {
        e->status = SIGKILL; /* killed on a limit before it could tell: as if killed itself */
    }
    close(report[0]);
    close(status_pipe[0]);
    unmount_places(b);
}

/* ------------------------------------------------ warm runs */

/* The warm server's command line (after the box's own `--`). */
static char **warm_argv;

/* Move `fd` to exactly `target` (dup2 clears close-on-exec there). */
static void place(int fd, int target) {
    if (fd != target && dup2(fd, target) < 0) die("dup2");
    if (fd == target && fcntl(fd, F_SETFD, 0) < 0) die("fcntl");
}

/* pid 1 of the warm server's new pid and IPC namespaces, still root: root its cgroup
 * namespace at the case cgroup, move to its own cgroup, mount its /proc, put its descriptors
 * in place and exec the warm server, unprivileged. */
static void warm_init(const struct box *b, int channel) {
    const struct config *cfg = b->cfg;
    default_signals(&b->old);
    for (int i = 0; i < cfg->njoin; i++) write_zero(cfg->join_fds[i], "join the case cgroup");
    if (unshare(CLONE_NEWCGROUP) < 0) die("cgroup namespace");
    for (int i = 0; i < cfg->nwarm_join; i++)
        write_zero(cfg->warm_join_fds[i], "join the warm server's cgroup");
    mount_proc(cfg);
    for (int k = 0; k < cfg->limits.n; k++) setrlimit(cfg->limits.resources[k], &cfg->limits.values[k]);
    /* 0 and 1: the channel; 3...: the case cgroup's files; then the script. Via high numbers
     * first, so that no dup2 overwrites a descriptor still to be moved. */
    int high[MAX_CGROUPS + 2];
    int n = 0;
    high[n++] = fcntl(channel, F_DUPFD_CLOEXEC, 100);
    for (int i = 0; i < cfg->njoin; i++) high[n++] = fcntl(cfg->join_fds[i], F_DUPFD_CLOEXEC, 100);
    high[n++] = fcntl(cfg->warm_script, F_DUPFD_CLOEXEC, 100);
    for (int i = 0; i < n; i++)
        if (high[i] < 0) die("fcntl");
    place(high[0], 0);
    place(high[0], 1);
    for (int i = 1; i < n; i++) place(high[i], 2 + i);
    close_from(2 + n, -1);
    /* No capability, and the server's ids: the sandbox user's as effective (so, after exec,
     * saved) ids, its own as real ones. It then takes its own as effective ids too, without
     * any privilege (each new id is one it holds), keeping the sandbox user's only as saved
     * ids: the identity it gives each run, and one a run cannot act on it with. */
    for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    if (setgroups(0, NULL) < 0) die("setgroups");
    if (setresgid(cfg->server_gid, cfg->gid, cfg->gid) < 0) die("setresgid");
    if (setresuid(cfg->server_uid, cfg->uid, cfg->uid) < 0) die("setresuid");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die("no_new_privs");
    if (chdir("/") < 0) die("chdir /");
    /* The box may go on (a fresh run mounts its /proc over this one) while Python starts. */
    if (write(1, "mounted\n", 8) != 8) die("write");
    execvp(warm_argv[0], warm_argv);
    die2("execute", warm_argv[0]);
}

/* Read what the warm server says up to the end of a line: 1 when a line is complete, 0 when
 * more is to come, -1 at end of file (it ended). */
static int read_warm(struct box *b) {
    for (;;) {
        if (memchr(b->line, '\n', b->used)) return 1;
        if (b->used >= sizeof b->line - 1) return -1;
        ssize_t n = recv(b->warm_channel, b->line + b->used, sizeof b->line - 1 - b->used,
                         MSG_DONTWAIT);
        if (n == 0) return -1;
        if (n < 0) return errno == EAGAIN || errno == EINTR ? 0 : -1;
        b->used += (size_t)n;
    }
}

/* The next complete line (without its newline) into `out`. */
static void take_line(struct box *b, char *out, size_t size) {
    char *nl = memchr(b->line, '\n', b->used);
    size_t len = (size_t)(nl - b->line);
    snprintf(out, size, "%.*s", (int)len, b->line);
    memmove(b->line, nl + 1, b->used - len - 1);
    b->used -= len + 1;
}

/* Let go of a warm server that is gone (collected): its descriptors, its IPC namespace, its
 * /proc. */
static void forget_warm(struct box *b) {
    close(b->warm_channel);
    if (b->warm_pidns >= 0) close(b->warm_pidns);
    if (b->warm_mqueue >= 0) close(b->warm_mqueue);
    for (int i = 0; i < 3; i++)
        if (b->next_ids[i] >= 0) close(b->next_ids[i]);
    b->warm = 0;
    b->used = 0;
    if (setns(b->own_ipc, CLONE_NEWIPC) < 0) die("return to the box's IPC namespace");
    const char *proc = proc_path(b->cfg);
    if (proc && b->warm_proc) {
        umount2(proc, MNT_DETACH);
        b->warm_proc = 0;
    }
}

static void stop_warm(struct box *b) {
    if (!b->warm) return;
    kill(b->warm, SIGKILL);
    waitpid(b->warm, NULL, 0);
    forget_warm(b);
}

/* A warm server that ended by itself (it should not) is collected and forgotten. */
static void note_warm_death(struct box *b) {
    if (b->warm && waitpid(b->warm, NULL, WNOHANG) == b->warm) forget_warm(b);
}

/* A detached mount of the mqueue file system of the current IPC namespace (nowhere in any
 * tree): what POSIX message queues exist there. -1 with errno when the kernel cannot. */
static int mqueue_mount(void) {
    int fs = (int)syscall(SYS_fsopen, "mqueue", 0);
    if (fs < 0) return -1;
    int mnt = -1;
    if (syscall(SYS_fsconfig, fs, FSCONFIG_CMD_CREATE_, NULL, NULL, 0) == 0)
        mnt = (int)syscall(SYS_fsmount, fs, 0, 0);
    int saved = errno;
    close(fs);
    errno = saved;
    if (mnt >= 0) fcntl(mnt, F_SETFD, FD_CLOEXEC);
    return mnt;
}

/* Wait (30 s at most) for the warm server's next line, which must start with `word`. */
static int await_line(struct box *b, const char *word, char *error, size_t size) {
    double deadline = now() + 30;
    int got = 0;
    while (got == 0 && now() < deadline) {
        struct pollfd p = {b->warm_channel, POLLIN, 0};
        poll(&p, 1, 100);
        got = read_warm(b);
    }
    char line[256] = "";
    if (got == 1) take_line(b, line, sizeof line);
    if (strncmp(line, word, strlen(word)) != 0) {
        stop_warm(b);
        snprintf(error, size, "the warm interpreter did not start%s%s", line[0] ? ": " : "",
                 line);
        return -1;
    }
    return 0;
}

/* Start the warm server; it is ready to serve once it says so (`await_line(b, "ready")`). */
static int start_warm(struct box *b, char *error, size_t size) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) {
        snprintf(error, size, "socketpair: %s", strerror(errno));
        return -1;
    }
    pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWIPC | SIGCHLD, 0, 0, 0, 0);
    if (pid == 0) {
        close(sv[0]);
        close_box_descriptors(b, 1);
        warm_init(b, sv[1]);
    }
    int clone_errno = errno;
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        snprintf(error, size, "clone (the warm server's namespaces): %s", strerror(clone_errno));
        return -1;
    }
    b->warm = pid;
    b->warm_proc = 1; /* mounted by it, or it failed and ends at once */
    b->warm_channel = sv[0];
    b->warm_pidns = -1;
    b->warm_mqueue = -1;
    for (int i = 0; i < 3; i++) b->next_ids[i] = -1;
    b->used = 0;
    b->warm_ready = 0;
    /* Its first line says its namespaces and /proc are there (or it ends, saying why on the
     * box's messages); the interpreter then starts while the box goes on. */
    if (await_line(b, "mounted", error, size) < 0) return -1;
    char path[64];
    snprintf(path, sizeof path, "%d/ns/pid", pid);
    b->warm_pidns = openat(b->host_proc, path, O_RDONLY | O_CLOEXEC);
    snprintf(path, sizeof path, "%d/ns/ipc", pid);
    int ipc = openat(b->host_proc, path, O_RDONLY | O_CLOEXEC);
    /* The box looks into the warm server's IPC namespace after each run. */
    if (b->warm_pidns < 0 || ipc < 0 || setns(ipc, CLONE_NEWIPC) < 0) {
        snprintf(error, size, "the warm server's namespaces: %s", strerror(errno));
        if (ipc >= 0) close(ipc);
        stop_warm(b);
        return -1;
    }
    close(ipc);
    /* Its IPC namespace's counters (the files act on the namespace of who writes them). */
    static const char *const next_ids[3] = {"/proc/sys/kernel/shm_next_id",
                                            "/proc/sys/kernel/sem_next_id",
                                            "/proc/sys/kernel/msg_next_id"};
    for (int i = 0; i < 3; i++) {
        b->next_ids[i] = open(next_ids[i], O_RDWR | O_CLOEXEC);
        if (b->next_ids[i] < 0) {
            snprintf(error, size, "open %s: %s", next_ids[i], strerror(errno));
            stop_warm(b);
            return -1;
        }
    }
    b->warm_mqueue = mqueue_mount();
    if (b->warm_mqueue < 0 && errno != ENODEV) {
        snprintf(error, size, "a detached mqueue mount (fsopen, Linux 5.2+): %s",
                 strerror(errno));
        stop_warm(b);
        return -1;
    }
    return 0;
}

/* The pid namespace of the warm server counts from 1 again, so each run is pid 2 and its
 * children 3, 4, ... as in a fresh run (and no run learns how many processes earlier ones
 * made). Written by a process in that namespace: ns_last_pid is its own namespace's. */
static int reset_pids(const struct box *b) {
    pid_t z = fork();
    if (z < 0) return -1;
    if (z == 0) {
        if (setns(b->warm_pidns, CLONE_NEWPID) < 0) _exit(1);
        pid_t inner = fork();
        if (inner < 0) _exit(1);
        if (inner == 0) {
            int fd = open("/proc/sys/kernel/ns_last_pid", O_WRONLY | O_CLOEXEC);
            _exit(fd >= 0 && write(fd, "1", 1) == 1 ? 0 : 1);
        }
        int status;
        _exit(waitpid(inner, &status, 0) == inner && WIFEXITED(status) &&
                      WEXITSTATUS(status) == 0
                  ? 0
                  : 1);
    }
    int status;
    if (waitpid(z, &status, 0) != z || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    return 0;
}

/* Before a warm run: each kind of System V object's next_id set, which the first object made
 * consumes (back to -1). The namespace is pristine at this point (below), so the numbers a run
 * sees are a new namespace's either way. */
static int arm_ipc(const struct box *b) {
    for (int i = 0; i < 3; i++)
        if (pwrite(b->next_ids[i], "0\n", 2, 0) != 2) return -1;
    return 0;
}

/* After a warm run: whether it made any IPC object (even one it removed again: the
 * namespace's numbering would tell the next run) or left a POSIX message queue. The box is in
 * the warm server's IPC namespace. */
static int ipc_used(const struct box *b) {
    for (int i = 0; i < 3; i++) {
        char buf[32];
        ssize_t n = pread(b->next_ids[i], buf, sizeof buf - 1, 0);
        if (n <= 0) return 1;
        buf[n] = 0;
        if (atoi(buf) != 0) return 1;
    }
    if (b->warm_mqueue >= 0) {
        int fd = openat(b->warm_mqueue, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *dir = fd >= 0 ? fdopendir(fd) : NULL;
        int count = 0;
        if (dir) {
            struct dirent *entry;
            while ((entry = readdir(dir)) != NULL)
                if (strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0) count++;
            closedir(dir);
        } else if (fd >= 0) {
            close(fd);
        }
        if (count) return 1;
    }
    return 0;
}

static void run_warm(struct box *b, const struct request *rq, struct streams *io,
                     struct ending *e) {
    if (!b->warm && start_warm(b, e->error, sizeof e->error) < 0) return;
    if (!b->warm_ready) {
        if (await_line(b, "ready", e->error, sizeof e->error) < 0) return;
        b->warm_ready = 1;
    }
    mount_places(b, e);
    if (e->error[0]) return;
    if (reset_pids(b) < 0 || arm_ipc(b) < 0) {
        snprintf(e->error, sizeof e->error, "cannot set the warm server's pid and IPC counters "
                                            "back (/proc/sys/kernel/ns_last_pid, *_next_id)");
        unmount_places(b);
        return;
    }
    /* The request, with the run's three streams. */
    char message[MAX_REQUEST];
    int len = snprintf(message, sizeof message, "%s\n", rq->line);
    int fds[3] = {io->in, io->out, io->err};
    char control[CMSG_SPACE(sizeof fds)];
    memset(control, 0, sizeof control);
    struct iovec iov = {message, (size_t)len};
    struct msghdr msg = {0};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(c), fds, sizeof fds);
    struct watch w;
    watch_start(b, &w, rq->wall, rq->cpu_kill);
    if (sendmsg(b->warm_channel, &msg, MSG_NOSIGNAL) != len) {
        snprintf(e->error, sizeof e->error, "the warm server is gone: %s", strerror(errno));
        stop_warm(b);
        unmount_places(b);
        return;
    }
    int got = 0;
    for (;;) {
        struct pollfd p[2] = {{b->sigfd, POLLIN, 0}, {b->warm_channel, POLLIN, 0}};
        poll(p, 2, watch_timeout(&w));
        if (read_signals(b) && !w.killed) {
            w.killed = 1;
            kill_members(b);
        }
        got = read_warm(b);
        if (got != 0) break;
        if (watch_tick(b, &w)) kill_members(b);
    }
    e->elapsed = now() - w.start;
    watch_sample(b, &w);
    e->wall_timeout = w.wall_timeout;
    e->cpu_killed = w.cpu_killed;
    e->sampled_peak = w.sampled;
    kill_members(b); /* what the run started and left behind (reparented to the warm server) */
    unmount_places(b);
    if (got < 0) {
        snprintf(e->error, sizeof e->error, "the warm interpreter ended during a run");
        stop_warm(b);
        return;
    }
    char line[512];
    take_line(b, line, sizeof line);
    /* The warm server's report: how the run ended and its rusage; the rest is the box's. */
    char kind[16];
    int code;
    long long utime, stime;
    long maxrss;
    if (sscanf(line, "%15s %d %lld %lld %ld", kind, &code, &utime, &stime, &maxrss) != 5) {
        snprintf(e->error, sizeof e->error, "the warm server said: %.400s", line);
        stop_warm(b);
        return;
    }
    e->ru.ru_utime.tv_sec = utime / 1000000;
    e->ru.ru_utime.tv_usec = utime % 1000000;
    e->ru.ru_stime.tv_sec = stime / 1000000;
    e->ru.ru_stime.tv_usec = stime % 1000000;
    e->ru.ru_maxrss = maxrss;
    if (strcmp(kind, "execfail") == 0) {
        e->exec_errno = code;
    } else if (strcmp(kind, "signal") == 0) {
        e->status = code & 0x7f; /* a wait status: killed by `code` */
    } else {
        e->status = (code & 0xff) << 8;
    }
    /* Anything it did in its IPC namespace could reach the next run: a new server instead. */
    if (ipc_used(b)) stop_warm(b);
}

/* ------------------------------------------------ serving */

static int parse_request(char *data, size_t size, struct request *rq, char *error, size_t esize) {
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
    if (n < 4) {
        snprintf(error, esize, "a short request");
        return -1;
    }
    rq->warm = strcmp(words[0], "warm") == 0;
    if (!rq->warm && strcmp(words[0], "run") != 0) {
        snprintf(error, esize, "an unknown request %.40s", words[0]);
        return -1;
    }
    rq->wall = atof(words[1]);
    rq->cpu_kill = atof(words[2]);
    if (rq->warm) {
        rq->line = words[3];
        return 0;
    }
    int k = atoi(words[3]);
    if (k < 0 || k > MAX_RLIMITS || 4 + k >= n) {
        snprintf(error, esize, "a request with a bad rlimit count");
        return -1;
    }
    for (int j = 0; j < k; j++) {
        unsigned long long soft, hard;
        if (sscanf(words[4 + j], "%d:%llu:%llu", &rq->limits.resources[j], &soft, &hard) != 3) {
            snprintf(error, esize, "a bad rlimit %.40s", words[4 + j]);
            return -1;
        }
        rq->limits.values[j].rlim_cur = (rlim_t)soft;
        rq->limits.values[j].rlim_max = (rlim_t)hard;
    }
    rq->limits.n = k;
    static char *argv[MAX_WORDS + 1];
    int m = 0;
    for (int j = 4 + k; j < n; j++) argv[m++] = words[j];
    argv[m] = NULL;
    rq->argv = argv;
    return 0;
}

static void send_line(const struct box *b, const char *line) {
    if (send(b->cfg->channel, line, strlen(line), MSG_NOSIGNAL) < 0) {}
}

/* One request: receive it with its three streams, run it, answer. 0 at end of file. */
static int serve_one(struct box *b) {
    static char data[MAX_REQUEST];
    int fds[3] = {-1, -1, -1};
    char control[CMSG_SPACE(sizeof fds)];
    struct iovec iov = {data, sizeof data};
    struct msghdr msg = {0};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    ssize_t n = recvmsg(b->cfg->channel, &msg, MSG_CMSG_CLOEXEC);
    if (n <= 0) return n < 0 && errno == EINTR ? 1 : 0;
    int nfds = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
        int *got = (int *)CMSG_DATA(c);
        size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t i = 0; i < count; i++) {
            if (nfds < 3)
                fds[nfds++] = got[i];
            else
                close(got[i]);
        }
    }
    struct ending e;
    memset(&e, 0, sizeof e);
    struct request rq;
    if (nfds != 3 || (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC))) {
        snprintf(e.error, sizeof e.error, "a request without its three streams");
    } else if (parse_request(data, (size_t)n, &rq, e.error, sizeof e.error) == 0) {
        struct streams io = {fds[0], fds[1], fds[2]};
        if (rq.warm)
            run_warm(b, &rq, &io, &e);
        else
            run_fresh(b, &rq, &io, &e);
    }
    for (int i = 0; i < nfds; i++) close(fds[i]);
    char line[600];
    format_report(line, sizeof line, &e);
    send_line(b, line);
    return 1;
}

static int serve_box(const struct config *cfg) {
    static struct box b;
    b.cfg = cfg;
    if (cfg->log_fd >= 0 && dup2(cfg->log_fd, 2) < 0) die("dup2");
    block_own_signals(&b.mask, &b.old);
    b.sigfd = signalfd(-1, &b.mask, SFD_NONBLOCK | SFD_CLOEXEC);
    if (b.sigfd < 0) die("signalfd");
    if (cfg->netns_fd >= 0 ? setns(cfg->netns_fd, CLONE_NEWNET) : unshare(CLONE_NEWNET))
        die("network namespace");
    b.host_proc = open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    b.own_ipc = open("/proc/self/ns/ipc", O_RDONLY | O_CLOEXEC);
    if (b.host_proc < 0 || b.own_ipc < 0) die("open /proc");
    if (unshare(CLONE_NEWNS | CLONE_NEWUTS) < 0) die("new mount and uts namespaces");
    build_root(cfg, b.staged);
    if (sethostname("judge", 5) < 0) die("sethostname");
    char error[512] = "";
    if (cfg->warm_script >= 0 && start_warm(&b, error, sizeof error) < 0) {
        fprintf(stderr, "judge-sandbox: %s\n", error);
        return 2;
    }
    send_line(&b, "ready\n");
    while (!b.stop) {
        struct pollfd p[2] = {{cfg->channel, POLLIN, 0}, {b.sigfd, POLLIN, 0}};
        if (poll(p, 2, -1) < 0 && errno != EINTR) die("poll");
        read_signals(&b);
        note_warm_death(&b);
        if (b.stop) break;
        if ((p[0].revents & (POLLIN | POLLHUP | POLLERR)) && !serve_one(&b)) break;
    }
    stop_warm(&b);
    kill_members(&b);
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
 * fresh-run request of the box protocol ("run WALL CPU_KILL N RES:SOFT:HARD*N ARGV..."), words
 * ending in NUL. The streams are IN, OUT and ERR for every run, descriptors the caller rewrites
 * and truncates between runs: before each, IN and OUT are set back to their start and the
 * three lose any status flag (O_NONBLOCK, O_APPEND) a program set on them. Each request is
 * answered by one report line (or "error MESSAGE") on stdout. The server ends at end of file
 * on REQUESTS, or at SIGINT, SIGHUP or SIGTERM (during a run: once it is stopped and
 * reported). */
static int serve_plain(const struct config *cfg, char **paths) {
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
            if (si.ssi_signo != SIGCHLD) stop = 1;
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
            plain_case(cfg, &rq.limits, rq.wall, rq.cpu_kill, &io, dir, rq.argv, &mask, &old, &e,
                       &stop);
        }
        char line[600];
        format_report(line, sizeof line, &e);
        fputs(line, stdout);
        fflush(stdout);
    }
    return 0;
}

/* ---------------------------------------------------------------- other modes */

static int probe(void) {
    static const struct {
        const char *name;
        int flag;
    } kinds[] = {{"user", CLONE_NEWUSER}, {"mount", CLONE_NEWNS}, {"pid", CLONE_NEWPID},
                 {"network", CLONE_NEWNET}, {"ipc", CLONE_NEWIPC}, {"uts", CLONE_NEWUTS},
                 {"cgroup", CLONE_NEWCGROUP}};
    enum { KINDS = sizeof kinds / sizeof kinds[0] };
    pid_t pids[KINDS];
    for (size_t i = 0; i < KINDS; i++) { /* all at once: judge asks for every isolation */
        pids[i] = fork();
        if (pids[i] < 0) die("fork");
        if (pids[i] == 0) _exit(unshare(kinds[i].flag) < 0 ? errno : 0);
    }
    for (size_t i = 0; i < KINDS; i++) {
        int status;
        if (waitpid(pids[i], &status, 0) < 0) die("waitpid");
        printf("%s %d\n", kinds[i].name, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
    int mnt = mqueue_mount();
    printf("mqueue %d\n", mnt >= 0 ? 0 : errno);
    return 0;
}

static int hold_network_namespace(void) {
    if (unshare(CLONE_NEWNET) < 0) die("network namespace");
    printf("ready\n");
    fflush(stdout);
    char buf[64];
    while (read(0, buf, sizeof buf) > 0) {}
    return 0;
}

/* ---------------------------------------------------------------- main */

static void add_step(struct config *cfg, enum step_kind kind, const char *a, const char *b) {
    if (cfg->nsteps >= MAX_STEPS) usage();
    struct step *s = &cfg->steps[cfg->nsteps++];
    s->kind = kind;
    s->a = a;
    s->b = b;
}

int main(int argc, char **argv) {
    static struct config cfg;
    cfg.netns_fd = cfg.channel = cfg.log_fd = -1;
    cfg.cpu_fd = cfg.sample_fd = cfg.procs_fd = cfg.warm_script = -1;
    if (argc == 2 && strcmp(argv[1], "-P") == 0) return probe();
    if (argc == 2 && strcmp(argv[1], "-X") == 0) return hold_network_namespace();
    int i = 1;
#define NEED(n) \
    if (i + (n) >= argc) usage()
    for (; i < argc && argv[i][0] == '-' && argv[i][1] != '-' && argv[i][1] != '\0'; i++) {
        const char *o = argv[i];
        if (strcmp(o, "-r") == 0) {
            cfg.subreaper_child = 1;
        } else if (strcmp(o, "-w") == 0) {
            NEED(1);
            cfg.wall = atof(argv[++i]);
        } else if (strcmp(o, "-k") == 0) {
            NEED(1);
            cfg.cpu_kill = atof(argv[++i]);
        } else if (strcmp(o, "-l") == 0) {
            NEED(1);
            struct rlimits *l = &cfg.limits;
            if (l->n >= MAX_RLIMITS) usage();
            unsigned long long soft, hard;
            if (sscanf(argv[++i], "%d:%llu:%llu", &l->resources[l->n], &soft, &hard) != 3)
                usage();
            l->values[l->n].rlim_cur = (rlim_t)soft;
            l->values[l->n].rlim_max = (rlim_t)hard;
            l->n++;
        } else if (strcmp(o, "-I") == 0) {
            cfg.isolate = 1;
        } else if (strcmp(o, "-Q") == 0) {
            NEED(1);
            cfg.serve_plain = 1;
            cfg.channel = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-S") == 0) {
            NEED(1);
            cfg.channel = open_option(argv[++i], O_RDWR);
        } else if (strcmp(o, "-E") == 0) {
            NEED(1);
            cfg.log_fd = open_option(argv[++i], O_WRONLY | O_APPEND | O_CREAT);
        } else if (strcmp(o, "-N") == 0) {
            NEED(1);
            cfg.netns_fd = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-R") == 0) {
            NEED(1);
            cfg.root = argv[++i];
        } else if (strcmp(o, "-u") == 0) {
            NEED(1);
            unsigned uid, gid;
            if (sscanf(argv[++i], "%u:%u", &uid, &gid) != 2) usage();
            cfg.uid = uid;
            cfg.gid = gid;
            cfg.has_creds = 1;
        } else if (strcmp(o, "-c") == 0) {
            NEED(1);
            if (cfg.njoin >= MAX_CGROUPS) usage();
            cfg.join_fds[cfg.njoin++] = open_option(argv[++i], O_WRONLY);
        } else if (strcmp(o, "-U") == 0) {
            NEED(1);
            unsigned uid, gid;
            if (sscanf(argv[++i], "%u:%u", &uid, &gid) != 2) usage();
            cfg.server_uid = uid;
            cfg.server_gid = gid;
        } else if (strcmp(o, "-J") == 0) {
            NEED(1);
            if (cfg.nwarm_join >= MAX_CGROUPS) usage();
            cfg.warm_join_fds[cfg.nwarm_join++] = open_option(argv[++i], O_WRONLY);
        } else if (strcmp(o, "-C") == 0) {
            NEED(1);
            cfg.cpu_fd = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-M") == 0) {
            NEED(1);
            cfg.sample_fd = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-K") == 0) {
            NEED(1);
            cfg.procs_fd = open_option(argv[++i], O_RDONLY | O_DIRECTORY);
        } else if (strcmp(o, "-Y") == 0) {
            NEED(1);
            cfg.warm_script = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-b") == 0) {
            NEED(1);
            add_step(&cfg, BIND_RO, argv[i + 1], NULL);
            i += 1;
        } else if (strcmp(o, "-f") == 0) {
            NEED(2);
            add_step(&cfg, BIND_RO, argv[i + 1], argv[i + 2]);
            i += 2;
        } else if (strcmp(o, "-B") == 0) {
            NEED(2);
            add_step(&cfg, BIND_RW, argv[i + 1], argv[i + 2]);
            i += 2;
        } else if (strcmp(o, "-t") == 0) {
            NEED(3);
            add_step(&cfg, TMPFS, argv[i + 1], NULL);
            cfg.steps[cfg.nsteps - 1].size = strtoull(argv[i + 2], NULL, 10);
            cfg.steps[cfg.nsteps - 1].inodes = strtoull(argv[i + 3], NULL, 10);
            i += 3;
        } else if (strcmp(o, "-H") == 0) {
            NEED(1);
            add_step(&cfg, HIDE, argv[i + 1], NULL);
            i += 1;
        } else if (strcmp(o, "-s") == 0) {
            NEED(2);
            add_step(&cfg, SYMLINK, argv[i + 1], argv[i + 2]);
            i += 2;
        } else if (strcmp(o, "-d") == 0) {
            NEED(1);
            add_step(&cfg, DEVICE, argv[i + 1], NULL);
            i += 1;
        } else if (strcmp(o, "-p") == 0) {
            NEED(1);
            add_step(&cfg, PROC, argv[i + 1], NULL);
            i += 1;
        } else {
            usage();
        }
    }
    if (argc - i < 4) usage();
    char **paths = argv + i; /* IN OUT ERR DIR */
    char **rest = argc - i > 4 && strcmp(argv[i + 4], "--") == 0 ? argv + i + 5 : NULL;
    if (argc - i > 4 && !rest) usage();
    if (cfg.serve_plain) {
        if (rest || cfg.isolate) usage();
        return serve_plain(&cfg, paths);
    }
    if (cfg.isolate) {
        if (!cfg.root || cfg.channel < 0 || strcmp(paths[0], "-") != 0 ||
            strcmp(paths[1], "-") != 0 || strcmp(paths[2], "-") != 0)
            usage();
        if (cfg.warm_script >= 0 && (!rest || !rest[0] || !cfg.server_uid || !cfg.has_creds))
            usage();
        cfg.dir = paths[3];
        warm_argv = rest;
        return serve_box(&cfg);
    }
    if (!rest || !rest[0]) usage();
    return run_plain(&cfg, paths, rest);
}
