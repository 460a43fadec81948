# -*- Python -*-
# lit configuration of libMTS's regression tests.
#
# Tests call the real tools by name (llc, clang, FileCheck, not) from LLVM
# 22's bin directory, loading the plugin through %mts_lib, so every RUN line
# is a command a user can paste.

import glob
import os
import re
import shutil
import subprocess
import tempfile
import lit.formats
from lit.llvm import llvm_config

config.name = "libMTS"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mir", ".ll", ".c", ".cpp", ".test", ".uil"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "Unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mts_obj_root, "test")

# LLVM 22's tools first, then our own.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.mts_tools_dir, append_path=True)
llvm_config.with_system_environment(["HOME", "TMPDIR"])

# Strict FileCheck, as in LLVM's own suites.
config.environment["FILECHECK_OPTS"] = "--enable-var-scope --dump-input=fail"

config.substitutions.append(("%mts_lib", config.mts_lib))
# The end-to-end scripts find the plugin and the tools through these.
config.environment["MTS_LIB"] = config.mts_lib
config.environment["LLVM_BIN"] = config.llvm_tools_dir
config.environment["MTS_BIN"] = config.mts_tools_dir
config.substitutions.append(("%utils", os.path.join(config.mts_src_root, "utils")))
config.substitutions.append(("%mts_src", config.mts_src_root))
config.substitutions.append(("%csmith_include", "/usr/include/csmith"))
config.substitutions.append(
    ("%exit-status", os.path.join(config.mts_src_root, "utils", "lit", "exit-status.sh")))

if os.path.exists("/usr/include/csmith/csmith.h") and os.path.exists("/usr/bin/csmith"):
    config.available_features.add("csmith")
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# The compiler the build used (built-with-clang, built-with-gnu), which
# already compiled every source as strict C++17.
config.available_features.add("built-with-" + config.mts_cxx_compiler_id.lower())
# The unit tests need GoogleTest (libgtest-dev).
if config.have_gtest in ("1", "ON", "TRUE", "True"):
    config.available_features.add("gtest")
config.substitutions.append(("%mts_src", config.mts_src_root))
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))

# fontTools' extension modules come as C in Debian's python3-fonttools; the
# Python headers in python3-dev.
fonttools_probe = subprocess.run(
    ["/usr/bin/python3", "-c",
     "import os, sysconfig, fontTools; "
     "assert os.path.exists(os.path.join(os.path.dirname(fontTools.__file__), "
     "'cu2qu', 'cu2qu.c')); "
     "assert os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h'))"],
    capture_output=True) if os.path.exists("/usr/bin/python3") else None
if fonttools_probe and fonttools_probe.returncode == 0:
    config.available_features.add("fonttools")

# GCC's torture tests come in the tarball of Debian's gcc-12-source.
if glob.glob("/usr/src/gcc-12/gcc-12*.tar.*"):
    config.available_features.add("gcc-torture")

# The default run takes a sample of the torture suites, to stay well under
# twenty minutes on two cores; `lit --param long=1` (utils/run-tests.sh
# --long) runs every test as well.
if lit_config.params.get("long", "0") not in ("", "0"):
    config.available_features.add("long-tests")

# LLVM's convention: a test for a target says REQUIRES: <target>-registered-target,
# the target's name in lower case (riscv, powerpc); <arch>-registered-target
# (riscv64, ppc64le) names one architecture of llc --version.
llc_version = subprocess.run([os.path.join(config.llvm_tools_dir, "llc"), "--version"],
                             capture_output=True, text=True).stdout
for arch in re.findall(r"^\s+(\S+)\s+- ", llc_version, re.M):
    config.available_features.add(arch + "-registered-target")
targets_built = subprocess.run([os.path.join(config.llvm_tools_dir, "llvm-config"),
                                "--targets-built"], capture_output=True, text=True).stdout
for target in targets_built.split():
    config.available_features.add(target.lower() + "-registered-target")

# Programs built for i686 (clang -m32) need Debian's 32-bit C library, and
# its C++ library for C++ ones (i686-c++-runtime), and a kernel that runs
# 32-bit programs: one built without IA-32 emulation links them, then fails
# to run them ("Exec format error").
c_probe = ("clang", "c", "int main(void) { return 0; }\n")
cxx_probe = ("clang++", "c++", "int main() { try { throw 1; } catch (int) {} }\n")
for suffix, (driver, language, source) in (("runtime", c_probe), ("c++-runtime", cxx_probe)):
    with tempfile.TemporaryDirectory() as probe_dir:
        probe_exe = os.path.join(probe_dir, "probe")
        probe = subprocess.run([os.path.join(config.llvm_tools_dir, driver), "-m32", "-x",
                                language, "-", "-o", probe_exe], input=source,
                               capture_output=True, text=True)
        try:
            runs = probe.returncode == 0 and subprocess.run([probe_exe]).returncode == 0
        except OSError:
            runs = False
        if runs:
            config.available_features.add("i686-" + suffix)

# Programs built for other targets run under qemu's user-mode emulation,
# where Debian's cross C library for the target is installed (and its C++
# library, for <arch>-c++-runtime).
for arch, triple, qemu in (("aarch64", "aarch64-linux-gnu", "qemu-aarch64"),
                           ("armv7", "arm-linux-gnueabihf", "qemu-arm"),
                           ("riscv64", "riscv64-linux-gnu", "qemu-riscv64"),
                           ("mipsel", "mipsel-linux-gnu", "qemu-mipsel"),
                           ("s390x", "s390x-linux-gnu", "qemu-s390x"),
                           ("ppc64le", "powerpc64le-linux-gnu", "qemu-ppc64le")):
    if not shutil.which(qemu):
        continue
    for suffix, (driver, language, source) in (("runtime", c_probe), ("c++-runtime", cxx_probe)):
        with tempfile.TemporaryDirectory() as probe_dir:
            probe_exe = os.path.join(probe_dir, "probe")
            probe = subprocess.run([os.path.join(config.llvm_tools_dir, driver),
                                    "--target=" + triple, "-static", "-x", language, "-",
                                    "-o", probe_exe], input=source, capture_output=True, text=True)
            if probe.returncode == 0 and subprocess.run([qemu, probe_exe]).returncode == 0:
                config.available_features.add(arch + "-" + suffix)

# Programs built for AVX-512 run only where the CPU has it.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = cpuinfo.read().split()
    if all(f in flags for f in ("avx512f", "avx512bw", "avx512vl", "avx512dq")):
        config.available_features.add("avx512")
except OSError:
    pass
