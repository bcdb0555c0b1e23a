package org.partita.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * The text of the batch scripts {@code partita slurm} writes: the job array of shards, the merge job, and a
 * {@code submit.sh} that submits both with the dependency between them.
 *
 * @param name       the job name
 * @param tasks      the number of array tasks (shards)
 * @param cpus       CPUs per task, used as worker threads
 * @param directives further {@code #SBATCH} options of both jobs
 * @param cwd        the directory the commands run in (where relative default paths resolve)
 * @param task       a task's command without {@code --shard} and {@code --threads}, quoted for sh
 * @param merge      the merge job's command without {@code --threads}, quoted for sh
 * @param dir        the scripts' directory; the logs go to {@code dir/logs}
 */
record SlurmScripts(String name, int tasks, int cpus, List<String> directives, Path cwd, String task, String merge,
        Path dir) {

    /** The array job: task K runs shard K/N; requeued tasks append to their log and go on where they stopped. */
    String arrayScript() {
        StringBuilder b = header(name, "shard-%a.log");
        b.append("#SBATCH --array=1-").append(tasks).append('\n');
        b.append("#SBATCH --requeue\n");
        b.append("#SBATCH --open-mode=append\n");
        b.append(common());
        b.append("echo \"partita: shard ${SLURM_ARRAY_TASK_ID}/").append(tasks)
                .append(" on $(hostname), attempt $(( ${SLURM_RESTART_COUNT:-0} + 1 )), $(date -u +%FT%TZ)\"\n");
        b.append("exec ").append(task).append(" --shard \"${SLURM_ARRAY_TASK_ID}/").append(tasks)
                .append("\" --threads \"${SLURM_CPUS_PER_TASK:-").append(cpus).append("}\"\n");
        return b.toString();
    }

    /** The merge job: assembles the results once every shard succeeded. */
    String mergeScript() {
        StringBuilder b = header(name + "-merge", "merge.log");
        b.append("#SBATCH --kill-on-invalid-dep=yes\n");
        b.append(common());
        b.append("exec ").append(merge).append(" --threads \"${SLURM_CPUS_PER_TASK:-").append(cpus).append("}\"\n");
        return b.toString();
    }

    /** Submits the array, then the merge job after it. */
    String submitScript() {
        return "#!/bin/sh\n"
                + "# Submits the shards of " + name + " as a job array, then the merge job once all succeeded.\n"
                + "set -eu\n"
                + "array=$(sbatch --parsable " + quote(dir.resolve("array.sbatch").toString()) + " | cut -d';' -f1)\n"
                + "merge=$(sbatch --parsable --dependency=afterok:$array "
                + quote(dir.resolve("merge.sbatch").toString()) + " | cut -d';' -f1)\n"
                + "echo \"array job $array, merge job $merge; follow with: squeue -j $array,$merge\"\n";
    }

    private StringBuilder header(String job, String log) {
        StringBuilder b = new StringBuilder("#!/bin/bash\n");
        b.append("#SBATCH --job-name=").append(job).append('\n');
        b.append("#SBATCH --output=").append(dir.resolve("logs").resolve(log)).append('\n');
        b.append("#SBATCH --ntasks=1\n");
        for (String d : directives) {
            b.append("#SBATCH ").append(d).append('\n');
        }
        return b;
    }

    private String common() {
        return "set -eu\n"
                + "cd " + quote(cwd.toString()) + "\n"
                + "# the distribution as it was at submission: never rebuilt on a compute node\n"
                + "export PARTITA_NO_BUILD=1\n";
    }

    /** {@code s} quoted for sh. */
    static String quote(String s) {
        if (s.matches("[A-Za-z0-9_./:=+,@%-]+")) {
            return s;
        }
        return "'" + s.replace("'", "'\"'\"'") + "'";
    }
}
