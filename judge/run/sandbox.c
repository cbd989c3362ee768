/*
 * judge-sandbox: runs one program under limits and reports what the kernel measured.
 *
 * Why a separate small binary: ru_maxrss is a high-water mark that survives exec, so a process
 * forked from the (large) Python judge reports the judge's resident size as its own peak. The
 * judge therefore execs this tiny helper, which forks the solution from a small address space
 * and reads the solution's own rusage from wait4(). The same helper builds the isolation of
 * `judge run --isolate` (namespaces, a private root, cgroup membership, an unprivileged user).
 *
 * It holds no policy: every number and path comes from the judge (judge/run/limits.py,
 * judge/run/isolation.py, judge/run/cgroups.py).
 *
 * Usage: judge-sandbox [OPTIONS] IN OUT ERR DIR -- ARGV...
 *   -w WALL      the wall-clock backstop, decimal seconds (default: none).
 *   -k CPU       kill the program once its CPU time passes CPU seconds (checked every 10 ms):
 *                the process's own CPU clock (all its threads), or with -C the cgroup's.
 *   -l RES:SOFT:HARD   one rlimit for the program, as numbers (RESOURCE as in <sys/resource.h>).
 *   -r           the program becomes a child subreaper itself (the warm Python server).
 *   IN, OUT, ERR: paths, or &N for a descriptor the caller passed in.
 *   DIR: the working directory of the program (inside the new root with -I).
 * Isolation:
 *   -I           new mount, pid, ipc and uts namespaces, and network unless -N; the program is
 *                pid 2 under a small init (pid 1) whose exit kills everything left in the
 *                namespace; it joins its cgroups (-c) and a cgroup namespace of its own, drops
 *                every capability and privilege (-u) and gets a root built by the mount steps.
 *   -N FD        join the network namespace open on descriptor FD instead of making a new one.
 *   -R DIR       an empty directory where the new root is built (a tmpfs mounted there).
 *   -u UID:GID   the program's credentials.
 *   -c PATH      a cgroup.procs file the program joins (repeatable).
 *   -C PATH      the cgroup's CPU usage file: cpuacct.usage (nanoseconds) or cpu.stat (usage_usec).
 *   -M PATH      a file holding a byte count, sampled every 10 ms for its maximum (SAMPLED_PEAK).
 *   Mount steps, done in the order given (paths inside are the same as outside unless given):
 *   -b PATH      bind PATH (file or directory) read-only, nosuid, nodev.
 *   -f SRC DEST  bind SRC read-only (nosuid, nodev) at DEST.
 *   -B SRC DEST  bind SRC read-write (nosuid, nodev) at DEST.
 *   -t PATH SIZE INODES   a writable tmpfs of SIZE bytes and INODES inodes owned by the program.
 *   -H PATH      hide PATH under an empty read-only tmpfs, if it exists in the tree by then.
 *   -s TARGET PATH   a symbolic link.
 *   -d PATH      bind the device node PATH.
 *   -p PATH      the new pid namespace's procfs.
 * Other modes (alone):
 *   -P           probe which namespaces can be made: one line per kind, "NAME ERRNO" (0: yes).
 *   -X           make a network namespace and hold it: print "ready" and wait for end of file
 *                on stdin (the judge opens /proc/PID/ns/net meanwhile and keeps it).
 * Prints one line on its own stdout:
 *   exit CODE|signal SIG|execfail ERRNO  UTIME_US STIME_US MAXRSS_KB WALL_US WALL_TIMEOUT
 *   CPU_KILLED SAMPLED_PEAK
 * Exit status 0 when the line was printed, 2 for a usage or set-up failure (message on stderr).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
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
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif
#define ATTR_RDONLY 0x00000001
#define ATTR_NOSUID 0x00000002
#define ATTR_NODEV 0x00000004

struct mount_attr_arg {
    uint64_t attr_set, attr_clr, propagation, userns_fd;
};

#define POLL_NS 10000000L /* how often the CPU kill point and the sampled peak are checked */
#define MAX_RLIMITS 16
#define MAX_STEPS 128
#define MAX_CGROUPS 8

enum step_kind { BIND_RO, BIND_RW, TMPFS, HIDE, SYMLINK, DEVICE, PROC };

struct step {
    enum step_kind kind;
    const char *a, *b; /* paths: source/target */
    unsigned long long size, inodes;
};

struct config {
    double wall, cpu_kill;
    int subreaper_child, nlimits, isolate, netns_fd;
    int resources[MAX_RLIMITS];
    struct rlimit values[MAX_RLIMITS];
    const char *root, *cpu_file, *sample_file;
    const char *cgroups[MAX_CGROUPS];
    int ncgroups;
    uid_t uid;
    gid_t gid;
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
                    "[-I isolation options] IN OUT ERR DIR -- ARGV...\n");
    exit(2);
}

/* IN/OUT/ERR: "&N" is an inherited descriptor, anything else a path opened with `flags`. */
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

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Close every descriptor from 3 up except `keep` (-1: none), so that nothing the judge's caller
 * left open reaches the program. */
static void close_from_3(int keep) {
    int ok;
    if (keep > 3) {
        ok = syscall(SYS_close_range, 3, keep - 1, 0) == 0 &&
             syscall(SYS_close_range, keep + 1, ~0U, 0) == 0;
    } else if (keep == 3) {
        ok = syscall(SYS_close_range, 4, ~0U, 0) == 0;
    } else {
        ok = syscall(SYS_close_range, 3, ~0U, 0) == 0;
    }
    if (ok) return;
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 1 << 20) max = 1 << 20;
    for (int fd = 3; fd < max; fd++)
        if (fd != keep) close(fd);
}

/* The first number in a file: a bare number (cpuacct.usage, memory.current) times `unit`, or
 * with `key` the number after it (cpu.stat's "usage_usec N"). -1 when unreadable. */
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

/* Build the new root in cfg->root and move into it: the caller is in new namespaces. */
static void build_root(const struct config *cfg) {
    char dst[PATH_MAX], options[128];
    const char *hidden[MAX_STEPS];
    int nhidden = 0;
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
            const char *target = s->b ? s->b : s->a;
            if (stat(s->a, &st) < 0) die2("stat", s->a);
            join(dst, sizeof dst, cfg->root, target);
            make_mount_point(dst, S_ISDIR(st.st_mode));
            if (mount(s->a, dst, NULL, MS_BIND | MS_REC, NULL) < 0) die2("bind", s->a);
            seal(dst, s->kind == BIND_RO, 0);
            break;
        }
        case TMPFS:
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 1);
            snprintf(options, sizeof options, "size=%llu,nr_inodes=%llu,mode=0755,uid=%u,gid=%u",
                     s->size, s->inodes, (unsigned)cfg->uid, (unsigned)cfg->gid);
            if (mount("judge-tmp", dst, "tmpfs", MS_NOSUID | MS_NODEV, options) < 0)
                die2("mount a tmpfs on", s->a);
            break;
        case HIDE:
            join(dst, sizeof dst, cfg->root, s->a);
            if (lstat(dst, &st) < 0 || !S_ISDIR(st.st_mode)) break; /* not in the tree */
            if (mount("judge-hidden", dst, "tmpfs", MS_NOSUID | MS_NODEV,
                      "size=64k,nr_inodes=256,mode=0755") < 0)
                die2("hide", s->a);
            hidden[nhidden++] = s->a; /* read-only once what goes inside it is there */
            break;
        case SYMLINK:
            join(dst, sizeof dst, cfg->root, s->b);
            make_parents(dst);
            if (symlink(s->a, dst) < 0 && errno != EEXIST) die2("symlink", s->b);
            break;
        case DEVICE:
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 0);
            if (mount(s->a, dst, NULL, MS_BIND, NULL) < 0) die2("bind", s->a);
            seal(dst, 0, 1);
            break;
        case PROC:
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 1);
            if (mount("proc", dst, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
                die2("mount proc on", s->a);
            break;
        }
    }
    for (int i = 0; i < nhidden; i++) {
        join(dst, sizeof dst, cfg->root, hidden[i]);
        if (mount(NULL, dst, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
            die2("remount read-only", hidden[i]);
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

/* In the forked child: become the program. Never returns; an exec failure is reported as
 * errno on `report`. */
static void become_program(const struct config *cfg, const struct streams *io, int report,
                           const int *cgroup_fds, const sigset_t *mask, const char *dir,
                           char **argv) {
    for (int i = 0; i < cfg->ncgroups; i++) {
        if (write(cgroup_fds[i], "0", 1) != 1) CHILD_FAIL("join a cgroup");
        close(cgroup_fds[i]);
    }
    /* Its own cgroup namespace: /proc/self/cgroup shows "/" and nothing of the host's tree. */
    if (cfg->isolate && unshare(CLONE_NEWCGROUP) < 0) CHILD_FAIL("cgroup namespace");
    setpgid(0, 0);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGCHLD, SIG_DFL);
    sigprocmask(SIG_SETMASK, mask, NULL);
    if (cfg->isolate && chdir(dir) < 0) CHILD_FAIL("chdir");
    if (cfg->subreaper_child) prctl(PR_SET_CHILD_SUBREAPER, 1); /* kept across execve */
    for (int k = 0; k < cfg->nlimits; k++) setrlimit(cfg->resources[k], &cfg->values[k]);
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

/* pid 1 of the new pid namespace: build the root, start the program as pid 2, wait for it,
 * pass its wait status on `status_pipe`, and exit, which kills whatever is left inside. */
static void init_process(const struct config *cfg, const struct streams *io, int report,
                         int status_pipe, const int *cgroup_fds, const sigset_t *mask,
                         const char *dir, char **argv) {
    build_root(cfg);
    if (sethostname("judge", 5) < 0) die("sethostname");
    pid_t program = fork();
    if (program < 0) die("fork");
    if (program == 0) {
        close(status_pipe);
        become_program(cfg, io, report, cgroup_fds, mask, dir, argv);
    }
    close(report);
    close(io->in);
    close(io->out);
    close(io->err);
    for (int i = 0; i < cfg->ncgroups; i++) close(cgroup_fds[i]);
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

/* ---------------------------------------------------------------- other modes */

static int probe(void) {
    static const struct {
        const char *name;
        int flag;
    } kinds[] = {{"user", CLONE_NEWUSER}, {"mount", CLONE_NEWNS}, {"pid", CLONE_NEWPID},
                 {"network", CLONE_NEWNET}, {"ipc", CLONE_NEWIPC}, {"uts", CLONE_NEWUTS},
                 {"cgroup", CLONE_NEWCGROUP}};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        pid_t pid = fork();
        if (pid < 0) die("fork");
        if (pid == 0) _exit(unshare(kinds[i].flag) < 0 ? errno : 0);
        int status;
        if (waitpid(pid, &status, 0) < 0) die("waitpid");
        printf("%s %d\n", kinds[i].name, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
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

static void kill_program(const struct config *cfg, pid_t pid) {
    if (cfg->isolate) {
        kill(pid, SIGKILL); /* init: its death takes the whole pid namespace with it */
    } else {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
}

static void add_step(struct config *cfg, enum step_kind kind, const char *a, const char *b) {
    if (cfg->nsteps >= MAX_STEPS) usage();
    struct step *s = &cfg->steps[cfg->nsteps++];
    s->kind = kind;
    s->a = a;
    s->b = b;
}

int main(int argc, char **argv) {
    static struct config cfg;
    cfg.netns_fd = -1;
    if (argc == 2 && strcmp(argv[1], "-P") == 0) return probe();
    if (argc == 2 && strcmp(argv[1], "-X") == 0) return hold_network_namespace();
    int i = 1;
#define NEED(n) \
    if (i + (n) >= argc) usage()
    for (; i < argc && argv[i][0] == '-' && argv[i][1] != '-'; i++) {
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
            if (cfg.nlimits >= MAX_RLIMITS) usage();
            unsigned long long soft, hard;
            if (sscanf(argv[++i], "%d:%llu:%llu", &cfg.resources[cfg.nlimits], &soft, &hard) != 3)
                usage();
            cfg.values[cfg.nlimits].rlim_cur = (rlim_t)soft;
            cfg.values[cfg.nlimits].rlim_max = (rlim_t)hard;
            cfg.nlimits++;
        } else if (strcmp(o, "-I") == 0) {
            cfg.isolate = 1;
        } else if (strcmp(o, "-N") == 0) {
            NEED(1);
            cfg.netns_fd = open_stream(argv[++i], O_RDONLY);
            if (cfg.netns_fd < 0) die2("network namespace", argv[i]);
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
            if (cfg.ncgroups >= MAX_CGROUPS) usage();
            cfg.cgroups[cfg.ncgroups++] = argv[++i];
        } else if (strcmp(o, "-C") == 0) {
            NEED(1);
            cfg.cpu_file = argv[++i];
        } else if (strcmp(o, "-M") == 0) {
            NEED(1);
            cfg.sample_file = argv[++i];
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
    if (argc - i < 6 || strcmp(argv[i + 4], "--") != 0) usage();
    if (cfg.isolate && !cfg.root) usage();
    argv += i - 1; /* from here on: argv[1..4] are IN OUT ERR DIR, argv[6] the program */

    struct streams io;
    io.in = open_stream(argv[1], O_RDONLY);
    if (io.in < 0) die(argv[1]);
    io.out = open_stream(argv[2], O_WRONLY | O_CREAT | O_TRUNC);
    if (io.out < 0) die(argv[2]);
    io.err = open_stream(argv[3], O_WRONLY | O_CREAT | O_TRUNC);
    if (io.err < 0) die(argv[3]);
    /* Here rather than in the caller: it saves the judge a chdir-capable (slower) spawn. A
     * plain run's directory is on the host; an isolated run's is inside its new root. */
    if (!cfg.isolate && chdir(argv[4]) < 0) die(argv[4]);

    int cgroup_fds[MAX_CGROUPS];
    for (int k = 0; k < cfg.ncgroups; k++) {
        cgroup_fds[k] = open(cfg.cgroups[k], O_WRONLY | O_CLOEXEC);
        if (cgroup_fds[k] < 0) die2("open", cfg.cgroups[k]);
    }
    int cpu_fd = -1, sample_fd = -1;
    if (cfg.cpu_file && (cpu_fd = open(cfg.cpu_file, O_RDONLY | O_CLOEXEC)) < 0)
        die2("open", cfg.cpu_file);
    if (cfg.sample_file && (sample_fd = open(cfg.sample_file, O_RDONLY | O_CLOEXEC)) < 0)
        die2("open", cfg.sample_file);

    /* Orphaned descendants (even ones that called setsid) are reparented to us, not to init.
     * (Isolated runs have their own init, whose death kills them all.) */
    prctl(PR_SET_CHILD_SUBREAPER, 1);

    int report[2], status_pipe[2];
    if (pipe2(report, O_CLOEXEC) < 0 || pipe2(status_pipe, O_CLOEXEC) < 0) die("pipe");

    /* Signals arrive through sigtimedwait in the loop below, never asynchronously. */
    sigset_t mask, old;
    sigemptyset(&mask);
    sigaddset(&mask, SIGCHLD);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGHUP);
    sigprocmask(SIG_BLOCK, &mask, &old);

    if (cfg.isolate && cfg.netns_fd >= 0 && setns(cfg.netns_fd, CLONE_NEWNET) < 0)
        die("join the network namespace");
    double start = now();
    pid_t pid;
    if (cfg.isolate) {
        int flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS |
                    (cfg.netns_fd >= 0 ? 0 : CLONE_NEWNET);
        pid = (pid_t)syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
        if (pid < 0) die("clone (new namespaces)");
        if (pid == 0) {
            close(report[0]);
            close(status_pipe[0]);
            init_process(&cfg, &io, report[1], status_pipe[1], cgroup_fds, &old, argv[4],
                         argv + 6);
        }
    } else {
        pid = fork();
        if (pid < 0) die("fork");
        if (pid == 0) {
            close(report[0]);
            become_program(&cfg, &io, report[1], cgroup_fds, &old, argv[4], argv + 6);
        }
        setpgid(pid, pid); /* also here, so the group exists before any kill(-pid) */
    }
    close(report[1]);
    close(status_pipe[1]);
    close(io.in);
    close(io.out);
    close(io.err);
    for (int k = 0; k < cfg.ncgroups; k++) close(cgroup_fds[k]);

    clockid_t cpu_clock;
    int have_cpu_clock = !cfg.isolate && clock_getcpuclockid(pid, &cpu_clock) == 0;
    int wall_timeout = 0, cpu_killed = 0, killed = 0;
    long long sampled_peak = 0;
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    for (;;) {
        pid_t r = wait4(pid, &status, WNOHANG, &ru);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) die("wait4");
        double elapsed = now() - start;
        if (!killed && cfg.wall > 0 && elapsed >= cfg.wall) {
            wall_timeout = killed = 1;
            kill_program(&cfg, pid);
        }
        if (!killed && cfg.cpu_kill > 0) {
            double cpu = -1;
            if (cpu_fd >= 0) {
                cpu = cgroup_cpu(cpu_fd);
            } else if (have_cpu_clock) {
                struct timespec ts;
                if (clock_gettime(cpu_clock, &ts) == 0) cpu = ts.tv_sec + ts.tv_nsec / 1e9;
            }
            if (cpu > cfg.cpu_kill) {
                cpu_killed = killed = 1;
                kill_program(&cfg, pid);
            }
        }
        if (sample_fd >= 0) {
            long long v = read_number(sample_fd, NULL);
            if (v > sampled_peak) sampled_peak = v;
        }
        struct timespec wait_for = {0, POLL_NS};
        if (cfg.wall > 0 && !killed) {
            double left = cfg.wall - elapsed;
            if (left < POLL_NS / 1e9) {
                wait_for.tv_sec = 0;
                wait_for.tv_nsec = left > 0 ? (long)(left * 1e9) + 1 : 1;
            }
        }
        siginfo_t info;
        int sig = sigtimedwait(&mask, &info, &wait_for);
        /* Interrupted or terminated (Ctrl-C reaches the judge's process group, which includes
         * us but not the program): stop the program and report as usual. */
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP) {
            killed = 1;
            kill_program(&cfg, pid);
        }
    }
    double elapsed = now() - start;
    if (sample_fd >= 0) {
        long long v = read_number(sample_fd, NULL);
        if (v > sampled_peak) sampled_peak = v;
    }

    /* Nothing the solution started may outlive its case. */
    if (!cfg.isolate) kill(-pid, SIGKILL);
    reap_orphans();

    int exec_errno = 0;
    if (read(report[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
    if (cfg.isolate) {
        int program_status;
        if (read(status_pipe[0], &program_status, sizeof program_status) == sizeof program_status) {
            status = program_status;
        } else if (!killed) {
            /* init ended without the program's status: the set-up failed (its message is on
             * our stderr already). */
            fprintf(stderr, "judge-sandbox: the isolated run could not be set up (status %d)\n",
                    status);
            return 2;
        } else {
            status = SIGKILL; /* killed on a limit before it could tell: as if killed itself */
        }
    }

    long long utime = (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec;
    long long stime = (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
    if (exec_errno)
        printf("execfail %d", exec_errno);
    else if (WIFSIGNALED(status))
        printf("signal %d", WTERMSIG(status));
    else
        printf("exit %d", WEXITSTATUS(status));
    printf(" %lld %lld %ld %lld %d %d %lld\n", utime, stime, ru.ru_maxrss,
           (long long)(elapsed * 1e6), wall_timeout, cpu_killed, sampled_peak);
    return 0;
}
