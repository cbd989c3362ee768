/*
 * A box's warm server (-Y): a Python interpreter kept for the box's life as pid 1 of a pid and
 * IPC namespace of its own, unprivileged, whose forks are the box's warm runs. Started and
 * stopped here; before each warm run its pid counter is set back and its IPC counters armed,
 * and after it a server whose IPC namespace was used is replaced.
 */
#include "box.h"

#include <dirent.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/wait.h>

#ifndef SYS_fsopen
#define SYS_fsopen 430
#endif
#ifndef SYS_fsconfig
#define SYS_fsconfig 431
#endif
#ifndef SYS_fsmount
#define SYS_fsmount 432
#endif
#define FSCONFIG_CMD_CREATE_ 6

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
    execvp(cfg->warm_argv[0], cfg->warm_argv);
    die2("execute", cfg->warm_argv[0]);
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

void stop_warm(struct box *b) {
    if (!b->warm) return;
    kill(b->warm, SIGKILL);
    waitpid(b->warm, NULL, 0);
    forget_warm(b);
}

/* A warm server that ended by itself (it should not) is collected and forgotten. */
void note_warm_death(struct box *b) {
    if (b->warm && waitpid(b->warm, NULL, WNOHANG) == b->warm) forget_warm(b);
}

/* A detached mount of the mqueue file system of the current IPC namespace (nowhere in any
 * tree): what POSIX message queues exist there. -1 with errno when the kernel cannot. */
int mqueue_mount(void) {
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
int start_warm(struct box *b, char *error, size_t size) {
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

void run_warm(struct box *b, const struct request *rq, struct streams *io,
                     struct ending *e) {
    if (!b->warm && start_warm(b, e->error, sizeof e->error) < 0) return;
    if (!b->warm_ready) {
        if (await_line(b, "ready", e->error, sizeof e->error) < 0) return;
        b->warm_ready = 1;
    }
    mount_places(b->cfg, &b->places, e);
    if (e->error[0]) return;
    if (reset_pids(b) < 0 || arm_ipc(b) < 0) {
        snprintf(e->error, sizeof e->error, "cannot set the warm server's pid and IPC counters "
                                            "back (/proc/sys/kernel/ns_last_pid, *_next_id)");
        unmount_places(b->cfg, &b->places);
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
    watch_start(b, &w, rq);
    if (sendmsg(b->warm_channel, &msg, MSG_NOSIGNAL) != len) {
        snprintf(e->error, sizeof e->error, "the warm server is gone: %s", strerror(errno));
        stop_warm(b);
        unmount_places(b->cfg, &b->places);
        return;
    }
    int got = 0;
    for (;;) {
        struct pollfd p[2] = {{b->sigfd, POLLIN, 0}, {b->warm_channel, POLLIN, 0}};
        poll(p, 2, watch_timeout(&w));
        if ((read_signals(b) & SIGNAL_STOP) && !w.killed) {
            w.killed = 1;
            kill_members(b);
        }
        got = read_warm(b);
        if (got != 0) break;
        if (watch_tick(b, &w)) kill_members(b);
    }
    watch_end(b, &w, e); /* what the run left (reparented to the warm server) killed too */
    unmount_places(b->cfg, &b->places);
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
