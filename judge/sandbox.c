/*
 * judge-sandbox: runs one program under limits and reports what the kernel measured.
 *
 * Why a separate small binary: ru_maxrss is a high-water mark that survives exec, so a process
 * forked from the (large) Python judge reports the judge's resident size as its own peak. The
 * judge therefore execs this tiny helper, which forks the solution from a small address space
 * and reads the solution's own rusage from wait4().
 *
 * Usage: judge-sandbox [-r] CPU_SEC WALL_SEC AS_BYTES FSIZE_BYTES STACK_BYTES IN OUT ERR DIR -- ARGV...
 *   CPU_SEC, WALL_SEC: decimal seconds (0 = no limit); *_BYTES: integers (0 = no limit).
 *   IN, OUT, ERR: paths, or &N for a descriptor the caller passed in (the judge hands over
 *   in-memory files this way, so a run touches no file system at all).
 *   DIR: the working directory of the program.
 *   -r: the program becomes a child subreaper itself (the warm Python server, which forks one
 *   child per case and must collect what those children leave behind).
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

static void set_limit(int resource, rlim_t value) {
    struct rlimit rl = {value, value};
    setrlimit(resource, &rl);
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

int main(int argc, char **argv) {
    int subreaper_child = 0;
    if (argc > 1 && strcmp(argv[1], "-r") == 0) {
        subreaper_child = 1;
        argv++;
        argc--;
    }
    if (argc < 12 || strcmp(argv[10], "--") != 0) {
        fprintf(stderr, "usage: judge-sandbox [-r] CPU WALL AS FSIZE STACK IN OUT ERR DIR -- ARGV...\n");
        return 2;
    }
    double cpu = atof(argv[1]), wall = atof(argv[2]);
    rlim_t as = strtoull(argv[3], NULL, 10), fsize = strtoull(argv[4], NULL, 10);
    rlim_t stack = strtoull(argv[5], NULL, 10);

    int in = open_stream(argv[6], O_RDONLY);
    if (in < 0) die(argv[6]);
    int out = open_stream(argv[7], O_WRONLY | O_CREAT | O_TRUNC);
    if (out < 0) die(argv[7]);
    int err = open_stream(argv[8], O_WRONLY | O_CREAT | O_TRUNC);
    if (err < 0) die(argv[8]);
    /* Here rather than in the caller: it saves the judge a chdir-capable (slower) spawn. */
    if (chdir(argv[9]) < 0) die(argv[9]);

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
        if (cpu > 0) {
            /* The judge decides TLE from measured CPU time; this only stops a runaway loop. */
            rlim_t soft = (rlim_t)cpu;
            if ((double)soft < cpu) soft++; /* the ceiling, without libm */
            soft += 1;
            struct rlimit rl = {soft, soft + 1};
            setrlimit(RLIMIT_CPU, &rl);
        }
        if (as) set_limit(RLIMIT_AS, as);
        if (fsize) set_limit(RLIMIT_FSIZE, fsize);
        if (stack) set_limit(RLIMIT_STACK, stack);
        set_limit(RLIMIT_CORE, 0);
        signal(SIGPIPE, SIG_DFL);
        execvp(argv[11], argv + 11);
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
