# Tries to change what the next case of the same submission sees. Its input says what to do:
#   files process env modules sysv posix   leave these behind (then print "left")
#   sysv-removed   make System V objects and remove them again (they are numbered, though)
#   reach   go after the process that is its pid 1 (the warm server, in a warm run): report
#           on stdout, as JSON, what each attempt gave ("ok" or the error's name)
#   look    report on stdout, as JSON, what it finds of everything the others leave (with
#           "number": also the number a new System V segment gets, which it then removes)
import ctypes
import errno
import json
import os
import resource
import signal
import sys
import time

WHAT = sys.stdin.read().split()
libc = ctypes.CDLL(None, use_errno=True)
IPC_CREAT, IPC_RMID, KEY = 0o1000, 0, 0x4A554447
MQ_NAME = b"/left-behind"


def mq_functions():
    try:
        return libc.mq_open, libc.mq_unlink
    except AttributeError:  # C libraries before glibc 2.34 keep them in librt
        rt = ctypes.CDLL("librt.so.1", use_errno=True)
        return rt.mq_open, rt.mq_unlink


def failure():
    return errno.errorcode.get(ctypes.get_errno(), str(ctypes.get_errno()))


def leave(kind):
    if kind == "files":
        for folder in (".", "/tmp", "/dev/shm"):
            with open(f"{folder}/left-behind", "w") as f:
                f.write("a secret for the next case\n")
            os.mkdir(f"{folder}/left-dir")
    elif kind == "process":
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                time.sleep(60)  # a daemon, waiting for the next case
            os._exit(0)
        os.wait()
    elif kind == "env":
        os.environ["LEFT_BEHIND"] = "1"
        os.environ["PATH"] = "/left-behind"
        del os.environ["HOME"]
    elif kind == "modules":
        os.getcwd = lambda: "/left-behind"
        json.dumps = lambda *args, **kwargs: '"left behind"'
        sys.modules["left_behind"] = type(sys)("left_behind")
        sys.path.insert(0, "/left-behind")
        sys.setrecursionlimit(123)
        import random

        random.seed(1)
    elif kind == "sysv":
        shm = libc.shmget(KEY, 4096, IPC_CREAT | 0o666)
        libc.shmat.restype = ctypes.c_void_p
        address = libc.shmat(shm, None, 0)
        ctypes.memmove(address, b"a secret for the next case", 26)
        if shm < 0 or libc.semget(KEY, 1, IPC_CREAT | 0o666) < 0:
            sys.exit(f"sysv: {failure()}")
        if libc.msgget(KEY, IPC_CREAT | 0o666) < 0:
            sys.exit(f"sysv: {failure()}")
    elif kind == "sysv-removed":
        for _ in range(3):
            libc.shmctl(libc.shmget(0, 4096, IPC_CREAT | 0o600), IPC_RMID, None)
            libc.msgctl(libc.msgget(0, IPC_CREAT | 0o600), IPC_RMID, None)
    elif kind == "posix":
        mq_open, _ = mq_functions()
        if mq_open(MQ_NAME, os.O_CREAT | os.O_RDWR, 0o666, None) < 0:
            sys.exit(f"mq_open: {failure()}")
        with open("/dev/shm/left-behind-shm", "wb") as f:  # what shm_open makes
            f.write(b"a secret for the next case")
    else:
        sys.exit(f"unknown: {kind}")


def attempt(results, name, action):
    try:
        value = action()
    except OSError as exc:
        results[name] = errno.errorcode.get(exc.errno, str(exc.errno))
    else:
        results[name] = failure() if value is not None and value < 0 else "ok"


def reach():
    results = {}
    for number in ("SIGKILL", "SIGSTOP", "SIGTERM", "SIGINT", "SIGHUP", "SIGUSR1", "SIGSEGV",
                   "SIGALRM", "SIGQUIT"):
        attempt(results, f"kill {number}", lambda n=number: os.kill(1, getattr(signal, n)))
    time.sleep(0.05)
    with open("/proc/1/stat") as f:
        results["state after the signals"] = f.read().rsplit(")", 1)[1].split()[0]
    for request, name in ((16, "PTRACE_ATTACH"), (0x4206, "PTRACE_SEIZE")):
        ctypes.set_errno(0)
        attempt(results, name, lambda r=request: libc.ptrace(r, 1, None, None))
    for path in ("/proc/1/mem", "/proc/1/environ", "/proc/1/maps", "/proc/1/fd/0",
                 "/proc/1/fd/1"):
        attempt(results, f"open {path}", lambda p=path: os.close(os.open(p, os.O_RDONLY)))
    attempt(results, "write /proc/1/mem", lambda: os.close(os.open("/proc/1/mem", os.O_WRONLY)))
    attempt(results, "list /proc/1/fd", lambda: os.listdir("/proc/1/fd"))
    attempt(results, "readlink /proc/1/cwd", lambda: os.readlink("/proc/1/cwd"))
    attempt(results, "list /proc/1/root", lambda: os.listdir("/proc/1/root"))
    for path in ("/proc/1/oom_score_adj", "/proc/1/comm"):
        attempt(results, f"write {path}", lambda p=path: os.close(os.open(p, os.O_WRONLY)))
    attempt(results, "prlimit NOFILE", lambda: resource.prlimit(1, resource.RLIMIT_NOFILE, (3, 3)))
    attempt(results, "prlimit CPU", lambda: resource.prlimit(1, resource.RLIMIT_CPU, (1, 1)))
    attempt(results, "setpriority", lambda: os.setpriority(os.PRIO_PROCESS, 1, 19))
    attempt(results, "sched_setaffinity", lambda: os.sched_setaffinity(1, {0}))
    attempt(results, "sched_setscheduler",
            lambda: os.sched_setscheduler(1, os.SCHED_IDLE, os.sched_param(0)))
    pidfd = os.pidfd_open(1)
    ctypes.set_errno(0)
    attempt(results, "pidfd_getfd", lambda: libc.syscall(438, pidfd, 0, 0))  # the same on all
    buffer = ctypes.create_string_buffer(64)
    local = (ctypes.c_void_p * 2)(ctypes.addressof(buffer), 64)
    remote = (ctypes.c_void_p * 2)(0x400000, 64)
    ctypes.set_errno(0)
    attempt(results, "process_vm_readv", lambda: libc.process_vm_readv(1, local, 1, remote, 1, 0))
    return results


def look(number):
    found = {"files": {folder: sorted(os.listdir(folder)) for folder in (".", "/tmp", "/dev/shm")}}
    found["processes"] = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
    found["pid"], found["ppid"] = os.getpid(), os.getppid()
    child = os.fork()
    if child == 0:
        os._exit(0)
    os.waitpid(child, 0)
    found["child"] = child
    found["env"] = dict(os.environ)
    found["modules"] = {
        "getcwd": os.getcwd(), "left_behind": "left_behind" in sys.modules,
        "path0": sys.path[0], "recursion": sys.getrecursionlimit(),
        "dumps": json.dumps([1]),
    }
    found["sysvipc"] = {kind: open(f"/proc/sysvipc/{kind}").read().splitlines()[1:]
                        for kind in ("shm", "sem", "msg")}
    mq_open, _ = mq_functions()
    found["mqueue"] = "ok" if mq_open(MQ_NAME, os.O_RDONLY) >= 0 else failure()
    if number:
        shm = libc.shmget(0, 4096, IPC_CREAT | 0o600)  # IPC_PRIVATE: a new one, numbered...
        found["new shm id"] = shm
        libc.shmctl(shm, IPC_RMID, None)  # ...and gone again
    with open("/proc/1/stat") as f:
        found["pid 1 started"] = int(f.read().rsplit(")", 1)[1].split()[19])
    return found


if WHAT == ["reach"]:
    print(json.dumps(reach()))
elif WHAT[:1] == ["look"]:
    print(json.dumps(look(WHAT[1:] == ["number"])))
else:
    for kind in WHAT:
        leave(kind)
    print("left")
