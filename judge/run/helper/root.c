/*
 * The isolated root of a box: the mount steps built into a new tree and pivoted into, the
 * privileges given up for good, the writable places mounted afresh for each run (late binds
 * grafted onto them), the box's kept place (mounted once, its folder kept open for the judge),
 * and a pid namespace's /proc.
 */
#include "common.h"

#include <grp.h>
#include <limits.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>

#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
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

struct mount_attr_arg {
    uint64_t attr_set, attr_clr, propagation, userns_fd;
};

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
 * The writable places and /proc get mount points only: they are mounted per run; `p->staged`
 * gets a handle on each late bind, by step, and `p->kept` the kept place's folder. */
void build_root(const struct config *cfg, struct places *p) {
    char dst[PATH_MAX];
    int hidden[MAX_STEPS], nhidden = 0, nstaged = 0;
    int *staged = p->staged;
    const char *kept = NULL;
    for (int i = 0; i < MAX_STEPS; i++) staged[i] = -1;
    p->kept = -1;
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
        case PLACE: {
            /* The judge's, owned by root: what it puts there a program may read, not change,
             * and it makes the folders a program may write (owned by the programs' user). */
            char options[160];
            snprintf(options, sizeof options, "size=%llu,nr_inodes=%llu,mode=0755", s->size,
                     s->inodes);
            join(dst, sizeof dst, cfg->root, s->a);
            make_mount_point(dst, 1);
            if (mount("judge-place", dst, "tmpfs", MS_NOSUID | MS_NODEV, options) < 0)
                die2("mount the kept place on", s->a);
            if (kept) usage(); /* one kept place a box */
            kept = s->a;
            break;
        }
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
    if (kept && (p->kept = open(kept, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
        die2("open", kept);
}

/* Give up every privilege for good: no supplementary groups, the unprivileged ids, no
 * capabilities (not even in the bounding set), and no way to gain any (setuid files, file
 * capabilities) across execve. */
void drop_privileges(const struct config *cfg) {
    for (int cap = 0; cap <= 63; cap++) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
    if (setgroups(0, NULL) < 0) die("setgroups");
    if (setresgid(cfg->gid, cfg->gid, cfg->gid) < 0) die("setresgid");
    if (setresuid(cfg->uid, cfg->uid, cfg->uid) < 0) die("setresuid");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die("no_new_privs");
}

/* ---------------------------------------------------------------- each run's places */

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

/* Mount the writable places of a run, and graft the late binds onto them. */
void mount_places(const struct config *cfg, struct places *p, struct ending *e) {
    char options[160];
    if (p->mounted) return;
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
    p->mounted = 1;
    for (int i = 0; i < cfg->nsteps; i++) {
        if (p->staged[i] < 0) continue;
        if (graft(p->staged[i], bind_target(&cfg->steps[i]), e) < 0) {
            unmount_places(cfg, p); /* the grafts made go with their places */
            return;
        }
    }
}

/* The writable places of the run that ended go, with everything written there (and the
 * memory it was charged). */
void unmount_places(const struct config *cfg, struct places *p) {
    if (!p->mounted) return;
    for (int i = cfg->nsteps - 1; i >= 0; i--) {
        const struct step *s = &cfg->steps[i];
        if (s->kind == TMPFS) umount2(s->a, MNT_DETACH);
    }
    p->mounted = 0;
}

const char *proc_path(const struct config *cfg) {
    for (int i = 0; i < cfg->nsteps; i++)
        if (cfg->steps[i].kind == PROC) return cfg->steps[i].a;
    return NULL;
}

void mount_proc(const struct config *cfg) {
    const char *path = proc_path(cfg);
    if (path && mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
        die2("mount proc on", path);
}
