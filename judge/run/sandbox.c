/*
 * judge-sandbox: runs one program under limits and reports what the kernel measured.
 *
 * Why a separate small binary: ru_maxrss is a high-water mark that survives exec, so a process
 * forked from the (large) Python judge reports the judge's resident size as its own peak. The
 * judge therefore execs this tiny helper, which forks the solution from a small address space
 * and reads the solution's own rusage from wait4().
 *
 * Usage: judge-sandbox [-r] [-w WALL_SEC] [-l RESOURCE:SOFT:HARD]... IN OUT ERR DIR -- ARGV...
 *   -w: the wall-clock backstop, decimal seconds (default: none).
 *   -l: one rlimit for the program, as numbers (RESOURCE as in <sys/resource.h>); the judge
 *       computes every number (judge/run/limits.py), this helper holds no policy of its own.
 *   -r: the program becomes a child subreaper itself (the warm Python server, which forks one
 *       child per case and must collect what those children leave behind).
 *   IN, OUT, ERR: paths, or &N for a descriptor the caller passed in (the judge hands over
 *   in-memory files this way, so a run touches no file system at all).
 *   DIR: the working directory of the program.
 * Prints one line on its own stdout:
 *   exit CODE|signal SIG|execfail ERRNO  UTIME_US STIME_US MAXRSS_KB WALL_US WALL_TIMEOUT
 * Exit status 0 when the line was printed, 2 for a usage or set-up failure (message on stderr).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t child_pid = 0;
static volatile sig_atomic_t wall_timeout = 0;

static void on_alarm(int sig) {
    (void)sig;
    wall_timeout = 1;
    if (child_pid > 0) kill(-child_pid, SIGKILL);
}

/* Interrupted or terminated (Ctrl-C reaches the judge's process group, which includes us but not
 * the program): stop the program and report as usual, so that nothing is left running. */
static void on_stop(int sig) {
    (void)sig;
    if (child_pid > 0) kill(-child_pid, SIGKILL);
}

static void die(const char *what) {
    fprintf(stderr, "judge-sandbox: %s: %s\n", what, strerror(errno));
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

#define MAX_RLIMITS 16

static void usage(void) {
    fprintf(stderr, "usage: judge-sandbox [-r] [-w WALL] [-l RES:SOFT:HARD]... IN OUT ERR DIR -- ARGV...\n");
    exit(2);
}

int main(int argc, char **argv) {
    int subreaper_child = 0, nlimits = 0;
    double wall = 0;
    int resources[MAX_RLIMITS];
    struct rlimit values[MAX_RLIMITS];
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] != '-'; i++) {
        if (strcmp(argv[i], "-r") == 0) {
            subreaper_child = 1;
        } else if (strcmp(argv[i], "-w") == 0 && i + 1 < argc) {
            wall = atof(argv[++i]);
        } else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc && nlimits < MAX_RLIMITS) {
            unsigned long long soft, hard;
            if (sscanf(argv[++i], "%d:%llu:%llu", &resources[nlimits], &soft, &hard) != 3) usage();
            values[nlimits].rlim_cur = (rlim_t)soft;
            values[nlimits].rlim_max = (rlim_t)hard;
            nlimits++;
        } else {
            usage();
        }
    }
    if (argc - i < 6 || strcmp(argv[i + 4], "--") != 0) usage();
    argv += i - 1; /* from here on: argv[1..4] are IN OUT ERR DIR, argv[6] the program */

    int in = open_stream(argv[1], O_RDONLY);
    if (in < 0) die(argv[1]);
    int out = open_stream(argv[2], O_WRONLY | O_CREAT | O_TRUNC);
    if (out < 0) die(argv[2]);
    int err = open_stream(argv[3], O_WRONLY | O_CREAT | O_TRUNC);
    if (err < 0) die(argv[3]);
    /* Here rather than in the caller: it saves the judge a chdir-capable (slower) spawn. */
    if (chdir(argv[4]) < 0) die(argv[4]);

    /* Orphaned descendants (even ones that called setsid) are reparented to us, not to init. */
    prctl(PR_SET_CHILD_SUBREAPER, 1);

    int report[2];
    if (pipe2(report, O_CLOEXEC) < 0) die("pipe");

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm; /* no SA_RESTART: wait4 must return on the alarm */
    sigaction(SIGALRM, &sa, NULL);
    sa.sa_handler = on_stop;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);

    double start = now();
    pid_t pid = fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        if (subreaper_child) prctl(PR_SET_CHILD_SUBREAPER, 1); /* kept across execve */
        for (int k = 0; k < nlimits; k++) setrlimit(resources[k], &values[k]);
        signal(SIGPIPE, SIG_DFL);
        execvp(argv[6], argv + 6);
        int e = errno;
        if (write(report[1], &e, sizeof e) < 0) {}
        _exit(127);
    }
    child_pid = pid;
    setpgid(pid, pid); /* also here, so the group exists before any kill(-pid) */
    close(report[1]);
    close(in);
    close(out);
    close(err);

    int exec_errno = 0;
    if (read(report[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
    close(report[0]);

    if (wall > 0) {
        struct itimerval timer;
        memset(&timer, 0, sizeof timer);
        timer.it_value.tv_sec = (time_t)wall;
        timer.it_value.tv_usec = (suseconds_t)((wall - (double)(time_t)wall) * 1e6);
        if (timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0) timer.it_value.tv_usec = 1;
        setitimer(ITIMER_REAL, &timer, NULL);
    }

    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    while (wait4(pid, &status, 0, &ru) < 0) {
        if (errno != EINTR) die("wait4");
    }
    double elapsed = now() - start;
    struct itimerval off;
    memset(&off, 0, sizeof off);
    setitimer(ITIMER_REAL, &off, NULL);

    /* Nothing the solution started may outlive its case. */
    kill(-pid, SIGKILL);
    reap_orphans();

    long long utime = (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec;
    long long stime = (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
    if (exec_errno)
        printf("execfail %d", exec_errno);
    else if (WIFSIGNALED(status))
        printf("signal %d", WTERMSIG(status));
    else
        printf("exit %d", WEXITSTATUS(status));
    printf(" %lld %lld %ld %lld %d\n", utime, stime, ru.ru_maxrss, (long long)(elapsed * 1e6),
           (int)wall_timeout);
    return 0;
}
