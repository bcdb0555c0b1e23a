package org.partita.ui.launch;

/**
 * How the experiments of a launch run, as {@code partita run}'s options say it.
 *
 * @param jobsCsv  whether to write {@code jobs.csv} ({@code --jobs-csv})
 * @param threads  worker threads, 0 = one per processor (the results do not depend on it)
 * @param check    whether every schedule's invariants are checked ({@code --check})
 * @param timeline seconds between the samples of {@code timeline.csv}, or {@code NaN} for none ({@code --timeline})
 * @param resume   whether the runs an interrupted run finished (its {@code .partial/} folder) are kept and only the
 *                 rest run ({@code --resume})
 */
public record RunSettings(boolean jobsCsv, int threads, boolean check, double timeline, boolean resume) {

    public RunSettings {
        threads = threads > 0 ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /** The command line's defaults: no {@code jobs.csv}, no check, no timeline, all processors, from scratch. */
    public static RunSettings defaults() {
        return new RunSettings(ExperimentLaunch.JOBS_CSV_DEFAULT, 0, false, Double.NaN, false);
    }

    /** These settings, resuming an interrupted run. */
    public RunSettings resuming() {
        return new RunSettings(jobsCsv, threads, check, timeline, true);
    }
}
