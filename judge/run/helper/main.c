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
 * Its parts, built together into one static binary (judge/run/helper/sandbox.py): this file
 * (the command line, the probe, the network namespace held); common.c (what every mode uses:
 * streams, numbers, signals, the program's start, the request and report lines); plain.c
 * (plain runs, one-shot and served); root.c (a box's private root, credentials and writable
 * places); box.c (a box and its fresh runs, the watch over a run's limits); warm.c (a box's warm
 * server and its runs).
 *
 * Usage: judge-sandbox [OPTIONS] IN OUT ERR DIR -- ARGV...       one plain run
 *        judge-sandbox -Q REQUESTS &IN &OUT &ERR DIR      plain runs, served (serve_plain)
 *        judge-sandbox -I -S CHANNEL [ISOLATION] - - - DIR [-- ARGV...]   a box (below)
 *   -w WALL      the wall-clock backstop, decimal seconds (default: none), charged with the time
 *                the program could have run: its elapsed time less its tasks' wait for a CPU
 *                (common.h, struct backstop), so that a busy machine does not stop it.
 *   -g GIVE_UP   stop the program after GIVE_UP seconds of elapsed time whatever it was charged
 *                (GAVE_UP: the machine was too busy to judge it; default: never).
 *   -a AFTER     on SIGUSR1 (its partner ended: an interactor's submission), the backstop
 *                becomes AFTER seconds charged from then on.
 *   -e TID       a partner the program waits on (an interactive submission's): the judge's
 *                relay thread, whose wait for a CPU is charged off the backstop while the
 *                program waits (common.h, struct backstop).
 *   -m PID       another partner: a plain interactor's helper (its children's process groups).
 *   -M SPEC      another partner: a boxed interactor's case cgroup folder (its thread list).
 *   -O SPEC      the io.pressure file whose "some" total is the run's wait for the disk where
 *                delay accounting is off (a box's case cgroup's, v2); default: the machine's,
 *                /proc/pressure/io (an upper bound of the run's own).
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
 *                (usage_usec), read as each run starts: the kill rule watches the increase
 *                and the report's CPU_US is the increase at the end (one baseline for both).
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
 *   -F PATH SIZE INODES   the box's kept place (one at most): a tmpfs of SIZE bytes and INODES
 *                inodes owned by root (mode 0755), mounted once and kept for the box's life;
 *                its folder is handed to the judge with "ready" (below), which puts there the
 *                files a program reads and makes the folders it may write (a jury program's
 *                case files and feedback folder).
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
 *   CPU_KILLED CPU_US WAIT_US GAVE_UP DISK_US PARTNER_US
 * MAXRSS_KB is the peak resident size of the run's largest process (wait4's ru_maxrss, in every
 * mode: the program's and its descendants', fresh runs' init's included; a warm run's, as its
 * server reports it). CPU_US is the CPU time the run is judged by: UTIME_US + STIME_US in a
 * plain run, the case cgroup's increase in a box. WAIT_US is the wait for a CPU the backstop
 * was charged less (read only once the elapsed time reached the backstop: 0 before; -1 where
 * the kernel says none), DISK_US its wait for the disk and PARTNER_US its partners' wait for a
 * CPU while it waited for them, charged less too (read at the same looks).
 * WALL_TIMEOUT, CPU_KILLED and GAVE_UP say which limit stopped it, if one did.
 * Exit status 0 when the line was printed, 2 for a usage or set-up failure (message on stderr).
 *
 * The box protocol: the box sends "ready\n" once built (with the kept place's folder attached,
 * SCM_RIGHTS, when it has one). Each request is one message of words ending in NUL, with the
 * run's stdin, stdout and stderr attached:
 *   run WALL GIVE_UP CPU_KILL AFTER RELAY HELPER N RES:SOFT:HARD*N ARGV...   a fresh run of
 *       ARGV; with AFTER > 0, SIGUSR1 to the box during the run (its partner ended: an
 *       interactor's submission) makes its backstop AFTER seconds charged from then on;
 *       RELAY and HELPER are its partners as -e and -m say (0: none), and a fourth
 *       descriptor attached, its partner's case cgroup folder as -M
 *   warm WALL GIVE_UP CPU_KILL LINE       a run of the warm server (LINE is its request)
 * and is answered by one message: the report line above, or "error MESSAGE\n". A fresh run is
 * pid 2 under an init (pid 1) in new pid and IPC namespaces (and a copy of the box's mount
 * namespace, for its /proc); a warm run is the warm server's
 * fork, pid 2 under it (the namespace's pid counter is set back before each run). Before each
 * run the writable places are new; after it, whatever is left in the case cgroup is killed, and
 * a warm server whose IPC namespace holds anything (System V objects, POSIX message queues) is
 * replaced, so the next run starts in an empty one.
 */
#include "common.h"

#include <sched.h>
#include <sys/wait.h>

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
    cfg.cpu_fd = cfg.procs_fd = cfg.warm_script = cfg.pressure = cfg.partner.folder = -1;
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
        } else if (strcmp(o, "-a") == 0) {
            NEED(1);
            cfg.after = atof(argv[++i]);
        } else if (strcmp(o, "-g") == 0) {
            NEED(1);
            cfg.give_up = atof(argv[++i]);
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
        } else if (strcmp(o, "-K") == 0) {
            NEED(1);
            cfg.procs_fd = open_option(argv[++i], O_RDONLY | O_DIRECTORY);
        } else if (strcmp(o, "-O") == 0) {
            NEED(1);
            cfg.pressure = open_option(argv[++i], O_RDONLY);
        } else if (strcmp(o, "-e") == 0) {
            NEED(1);
            cfg.partner.relay = (pid_t)atoi(argv[++i]);
        } else if (strcmp(o, "-m") == 0) {
            NEED(1);
            cfg.partner.helper = (pid_t)atoi(argv[++i]);
        } else if (strcmp(o, "-M") == 0) {
            NEED(1);
            cfg.partner.folder = open_option(argv[++i], O_RDONLY | O_DIRECTORY);
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
        } else if (strcmp(o, "-F") == 0) {
            NEED(3);
            add_step(&cfg, PLACE, argv[i + 1], NULL);
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
    /* The host's /proc and its io.pressure, opened before a box's pivot (the box reads its
     * runs' tasks there): where a task's waits are read. */
    cfg.proc = open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (cfg.proc < 0) die("open /proc");
    if (cfg.pressure < 0) cfg.pressure = openat(cfg.proc, "pressure/io", O_RDONLY | O_CLOEXEC);
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
        cfg.warm_argv = rest;
        return serve_box(&cfg);
    }
    if (!rest || !rest[0]) usage();
    return run_plain(&cfg, paths, rest);
}
