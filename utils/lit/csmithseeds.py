"""lit test format of test/e2e/csmith: one test per line of seeds.txt.

Each test generates the Csmith program of its seed, builds it with greedy and
with mts (-verify-machineinstrs), runs both and compares the output, through
utils/mts-diff.sh --csmith SEED [--stress N].
"""

import os

import lit.Test
import lit.formats
import lit.util


class CsmithSeeds(lit.formats.base.TestFormat):
    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        src = testSuite.getSourcePath(path_in_suite)
        with open(os.path.join(src, "seeds.txt")) as f:
            for line in f:
                words = line.split("#")[0].split()
                if words:
                    name = "seed-" + "-".join(words)
                    yield lit.Test.Test(testSuite, path_in_suite + (name,), localConfig)

    def execute(self, test, litConfig):
        if "csmith" not in test.config.available_features:
            return lit.Test.UNSUPPORTED, "csmith is not installed"
        words = test.path_in_suite[-1][len("seed-"):].split("-")
        cmd = [os.path.join(test.config.mts_src_root, "utils", "mts-diff.sh")]
        if len(words) == 3 and words[1] == "stress":
            cmd += ["--stress", words[2]]
        cmd += ["--csmith", words[0]]
        try:
            out, err, code = lit.util.executeCommand(
                cmd, env=test.config.environment, timeout=300)
        except lit.util.ExecuteCommandTimeoutException:
            return lit.Test.TIMEOUT, " ".join(cmd)
        output = " ".join(cmd) + "\n" + out + err
        return (lit.Test.PASS if code == 0 else lit.Test.FAIL), output
