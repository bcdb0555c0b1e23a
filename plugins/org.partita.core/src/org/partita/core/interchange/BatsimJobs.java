package org.partita.core.interchange;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import java.util.List;

import org.partita.core.format.Numbers;

/**
 * A run's schedule as Batsim writes its {@code jobs.csv} output, so that evalys and notebooks written for Batsim
 * read it: the columns {@value #HEADER}, one row per job that ran to completion, in the order of the input.
 * {@code allocated_resources} is Batsim's interval set of node ids ({@code 0-3 7}); {@code stretch} is turnaround
 * over execution time (empty for a zero-length job); {@code requested_time} is the wall-time estimate or -1;
 * {@code profile} is {@code delay} (a job of fixed duration); {@code consumed_energy} is -1 and {@code metadata}
 * empty. Jobs that never completed (rejected, or running when the simulation stopped) are left out: Batsim's
 * {@code jobs.csv} has no row for a job without a finish time.
 */
public final class BatsimJobs {

    public static final String HEADER = "job_id,workload_name,profile,submission_time,requested_number_of_resources,"
            + "requested_time,success,final_state,starting_time,execution_time,finish_time,waiting_time,"
            + "turnaround_time,stretch,allocated_resources,consumed_energy,metadata";

    private BatsimJobs() {
    }

    /** Writes the rows; returns how many jobs were left out because they did not complete. */
    static int write(Writer w, List<ScheduledJob> jobs, String workload) throws IOException {
        w.write(HEADER + "\n");
        int left = 0;
        StringBuilder b = new StringBuilder(160);
        for (ScheduledJob j : jobs) {
            if (!j.finished()) {
                left++;
                continue;
            }
            double exec = j.end() - j.start();
            double turnaround = j.end() - j.submit();
            b.setLength(0);
            b.append(j.id()).append(',').append(workload).append(",delay,");
            Numbers.append(b, j.submit()).append(',').append(j.requestedProcs()).append(',');
            if (Double.isNaN(j.requestedTime())) {
                b.append("-1");
            } else {
                Numbers.append(b, j.requestedTime());
            }
            b.append(",1,COMPLETED_SUCCESSFULLY,");
            Numbers.append(b, j.start()).append(',');
            Numbers.append(b, exec).append(',');
            Numbers.append(b, j.end()).append(',');
            Numbers.append(b, j.start() - j.submit()).append(',');
            Numbers.append(b, turnaround).append(',');
            if (exec > 0) {
                Numbers.append(b, turnaround / exec);
            }
            b.append(',').append(intervals(j.nodes())).append(",-1,\n");
            w.write(b.toString());
        }
        return left;
    }

    /** Batsim's interval-set notation of node ids: sorted, runs of consecutive ids as {@code a-b}, space-separated. */
    public static String intervals(int[] nodes) {
        int[] n = nodes.clone();
        Arrays.sort(n);
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < n.length) {
            int j = i;
            while (j + 1 < n.length && n[j + 1] <= n[j] + 1) {
                j++;
            }
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(n[i]);
            if (n[j] != n[i]) {
                b.append('-').append(n[j]);
            }
            i = j + 1;
        }
        return b.toString();
    }
}
