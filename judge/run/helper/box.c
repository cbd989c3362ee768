/*
 * A box (-I): the isolation of one program built once (network, mount and uts namespaces, the
 * private root of root.c), then its runs served one at a time on the channel: fresh runs here,
 * each pid 2 under an init of its own in new pid and IPC namespaces; warm runs in warm.c. Each
 * run's limits are watched here, and what a run leaves in the case cgroup is killed after it.
 */
#include "box.h"

#include <poll.h>
#include <sched.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>

/* What the tasks in the case cgroup (`what`: the box) saw, each thread in the host's /proc. */
static void cgroup_measure(const void *what, struct waited *w) {
    const struct box *b = what;
    folder_waits(b->host_proc, b->cfg->procs_fd, w);
}

void watch_start(const struct box *b, struct watch *w, const struct request *rq) {
    memset(w, 0, sizeof *w);
    backstop_start(&w->backstop, rq, b->host_proc, b->cfg->pressure);
    w->cpu_kill = rq->cpu_kill;
    w->cpu0 = b->cfg->cpu_fd >= 0 ? cgroup_cpu(b->cfg->cpu_fd) : -1;
    w->start = now();
}

/* Milliseconds until the next look. */
int watch_timeout(const struct watch *w) {
    double left = POLL_NS / 1e9;
    if (!w->killed) {
        double to_backstop = backstop_left(&w->backstop, now() - w->start);
        if (to_backstop >= 0 && to_backstop < left) left = to_backstop;
    }
    return (int)(left * 1000) + 1;
}

/* The first process in the case cgroup (host pid), 0 while there is none. */
static pid_t first_member(const struct box *b) {
    int fd = openat(b->cfg->procs_fd, "cgroup.procs", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char buf[32];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return 0;
    buf[n] = 0;
    return (pid_t)atoi(buf);
}

/* 1 when the run must be stopped now (the reason is recorded in `w`). */
int watch_tick(const struct box *b, struct watch *w) {
    if (w->killed) return 0;
    double elapsed = now() - w->start;
    if (!w->backstop.main && w->backstop.disk_source == DISK_SAMPLED)
        w->backstop.main = first_member(b);
    backstop_sample(&w->backstop, elapsed);
    w->said = backstop_check(&w->backstop, elapsed, cgroup_measure, b);
    if (w->said != RUN_ON) {
        w->killed = 1;
        return 1;
    }
    if (w->cpu_kill > 0 && w->cpu0 >= 0) {
        long long cpu = cgroup_cpu(b->cfg->cpu_fd);
        if (cpu >= 0 && (cpu - w->cpu0) / 1e9 > w->cpu_kill) {
            w->cpu_killed = w->killed = 1;
            return 1;
        }
    }
    return 0;
}

/* The run is over: what the watch saw goes into its ending, whatever is left in the case cgroup
 * is killed, and then the CPU time it is judged by is read against the kill rule's baseline
 * (the whole tree's, what was killed included). */
void watch_end(const struct box *b, struct watch *w, struct ending *e) {
    e->elapsed = now() - w->start;
    backstop_end(&w->backstop, w->said, e);
    e->cpu_killed = w->cpu_killed;
    kill_members(b);
    long long cpu = w->cpu0 >= 0 ? cgroup_cpu(b->cfg->cpu_fd) : -1;
    if (cpu < 0)
        snprintf(e->error, sizeof e->error, "cannot read the case cgroup's CPU time");
    else
        e->cpu_us = (cpu - w->cpu0) / 1000;
}

/* The signals that came: SIGTERM stops the run under way (the judge saw too much output, or
 * the verdict is settled), SIGINT and SIGHUP also end the box after it; SIGUSR1 says the
 * partner of the run under way ended (an interactor's submission). SIGNAL_STOP when the run
 * must be stopped, SIGNAL_PARTNER when its partner ended; between runs both mean nothing. */
int read_signals(struct box *b) {
    struct signalfd_siginfo si;
    int said = 0;
    while (read(b->sigfd, &si, sizeof si) == sizeof si) {
        if (si.ssi_signo == SIGTERM || si.ssi_signo == SIGINT || si.ssi_signo == SIGHUP)
            said |= SIGNAL_STOP;
        if (si.ssi_signo == SIGUSR1) said |= SIGNAL_PARTNER;
        if (si.ssi_signo == SIGINT || si.ssi_signo == SIGHUP) b->stop = 1;
    }
    return said;
}

/* Kill whatever is left in the case cgroup, until it is empty. Its member list is opened
 * anew for each look: cgroup v1 keeps the list it made for an open descriptor, so reading one
 * descriptor again shows processes long gone. */
void kill_members(const struct box *b) {
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

/* Everything of the box a process started for a run must not keep (it does not exec at once);
 * the warm server's own cgroup files and script stay open for it with `keep_warm`. */
void close_box_descriptors(const struct box *b, int keep_warm) {
    const struct config *cfg = b->cfg;
    close(b->sigfd);
    close(cfg->channel);
    close(b->host_proc);
    close(b->own_ipc);
    if (b->places.kept >= 0) close(b->places.kept);
    if (cfg->cpu_fd >= 0) close(cfg->cpu_fd);
    if (cfg->procs_fd >= 0) close(cfg->procs_fd);
    if (cfg->log_fd >= 0) close(cfg->log_fd);
    if (cfg->pressure >= 0) close(cfg->pressure);
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
    if (rq->partner.folder >= 0) close(rq->partner.folder); /* another box's cgroup */
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

static void run_fresh(struct box *b, const struct request *rq, struct streams *io,
                      struct ending *e) {
    int report[2], status_pipe[2];
    mount_places(b->cfg, &b->places, e);
    if (e->error[0]) return;
    if (pipe2(report, O_CLOEXEC) < 0 || pipe2(status_pipe, O_CLOEXEC) < 0) {
        snprintf(e->error, sizeof e->error, "pipe: %s", strerror(errno));
        return;
    }
    struct watch w;
    watch_start(b, &w, rq);
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
        unmount_places(b->cfg, &b->places);
        snprintf(e->error, sizeof e->error, "clone (new namespaces): %s", strerror(clone_errno));
        return;
    }
    int status = 0;
    for (;;) {
        struct pollfd p = {b->sigfd, POLLIN, 0};
        int said = poll(&p, 1, watch_timeout(&w)) > 0 ? read_signals(b) : 0;
        if ((said & SIGNAL_STOP) && !w.killed) {
            w.killed = 1;
            kill(pid, SIGKILL); /* init: its death takes the whole pid namespace with it */
        }
        /* Its partner ended (an interactor's submission): from now, AFTER seconds charged. */
        if ((said & SIGNAL_PARTNER) && !w.killed && rq->after > 0)
            backstop_restart(&w.backstop, now() - w.start, rq->after, cgroup_measure, b);
        if (wait4(pid, &status, WNOHANG, &e->ru) == pid) break;
        note_warm_death(b);
        if (watch_tick(b, &w)) kill(pid, SIGKILL);
    }
    watch_end(b, &w, e);
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
    unmount_places(b->cfg, &b->places);
}

/* ------------------------------------------------ serving */

static void send_line(const struct box *b, const char *line) {
    if (send(b->cfg->channel, line, strlen(line), MSG_NOSIGNAL) < 0) {}
}

/* "ready", with the kept place's folder attached when the box has one: the judge reaches the
 * place through it (the place is in no tree of the host's). */
static void send_ready(const struct box *b) {
    static const char line[] = "ready\n";
    struct iovec iov = {(void *)line, sizeof line - 1};
    struct msghdr msg = {0};
    char control[CMSG_SPACE(sizeof(int))];
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    if (b->places.kept >= 0) {
        memset(control, 0, sizeof control);
        msg.msg_control = control;
        msg.msg_controllen = sizeof control;
        struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &b->places.kept, sizeof(int));
    }
    if (sendmsg(b->cfg->channel, &msg, MSG_NOSIGNAL) < 0) die("send ready");
}

/* One request: receive it with its three streams, run it, answer. 0 at end of file. */
static int serve_one(struct box *b) {
    static char data[MAX_REQUEST];
    int fds[4] = {-1, -1, -1, -1}; /* stdin, stdout, stderr; a fresh run's partner's cgroup */
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
            if (nfds < 4)
                fds[nfds++] = got[i];
            else
                close(got[i]);
        }
    }
    struct ending e;
    memset(&e, 0, sizeof e);
    e.cpu_us = e.wait_us = -1;
    struct request rq;
    if (nfds < 3 || (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC))) {
        snprintf(e.error, sizeof e.error, "a request without its three streams");
    } else if (parse_request(data, (size_t)n, &rq, e.error, sizeof e.error) == 0) {
        struct streams io = {fds[0], fds[1], fds[2]};
        rq.partner.folder = fds[3];
        if (nfds == 4 && rq.warm)
            snprintf(e.error, sizeof e.error, "a warm run has no partner");
        else if (rq.warm)
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

int serve_box(const struct config *cfg) {
    static struct box b;
    b.cfg = cfg;
    if (cfg->log_fd >= 0 && dup2(cfg->log_fd, 2) < 0) die("dup2");
    block_own_signals(&b.mask, &b.old);
    b.sigfd = signalfd(-1, &b.mask, SFD_NONBLOCK | SFD_CLOEXEC);
    if (b.sigfd < 0) die("signalfd");
    if (cfg->netns_fd >= 0 ? setns(cfg->netns_fd, CLONE_NEWNET) : unshare(CLONE_NEWNET))
        die("network namespace");
    b.host_proc = cfg->proc; /* opened before the pivot, as the other host files */
    b.own_ipc = open("/proc/self/ns/ipc", O_RDONLY | O_CLOEXEC);
    if (b.host_proc < 0 || b.own_ipc < 0) die("open /proc");
    if (unshare(CLONE_NEWNS | CLONE_NEWUTS) < 0) die("new mount and uts namespaces");
    build_root(cfg, &b.places);
    if (sethostname("judge", 5) < 0) die("sethostname");
    char error[512] = "";
    if (cfg->warm_script >= 0 && start_warm(&b, error, sizeof error) < 0) {
        fprintf(stderr, "judge-sandbox: %s\n", error);
        return 2;
    }
    send_ready(&b);
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
