package org.partita.core.interchange;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.experiment.AtomicFiles;
import org.partita.core.experiment.Csv;
import org.partita.core.experiment.MachineFile;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.format.TextFiles;

/**
 * Exports the schedules of a results directory: reads {@code jobs.csv} (written with {@code --jobs-csv}),
 * {@code rejected.csv} and {@code machine.csv} (the machine's size for the SWF header), and writes for every run
 * (pipeline, sweep point, replication) {@code <run>.swf} ({@link SwfSchedule}) and {@code <run>.batsim.csv} ({@link BatsimJobs}), each atomically.
 */
public final class ScheduleExport {

    /** What one export wrote. */
    public record Written(List<Path> files, int runs, long jobs, long leftOutOfBatsim) {
    }

    private ScheduleExport() {
    }

    /**
     * @param results the results directory ({@code partita run --jobs-csv} output)
     * @param out     where to write the files
     * @param swf     whether to write SWF logs
     * @param batsim  whether to write Batsim {@code jobs.csv} files
     * @throws IOException              when a file is missing or unreadable
     * @throws IllegalArgumentException naming the file and line of a malformed row
     */
    public static Written export(Path results, Path out, boolean swf, boolean batsim) throws IOException {
        Path jobsFile = results.resolve(ResultFiles.JOBS);
        if (!Files.isRegularFile(jobsFile)) {
            throw new NoSuchFileException(jobsFile.toString(), null,
                    "no jobs.csv: run the experiment with --jobs-csv to record its schedule");
        }
        Map<String, List<ScheduledJob>> runs = new LinkedHashMap<>();
        List<String> runColumns = readJobs(jobsFile, runs);
        Path rejectedFile = results.resolve(ResultFiles.REJECTED);
        if (Files.isRegularFile(rejectedFile)) {
            readRejected(rejectedFile, runs);
        }
        Path machineFile = results.resolve(MachineFile.NAME);
        int machineSize = Files.isRegularFile(machineFile) ? MachineFile.read(machineFile).size() : -1;
        List<Path> files = new ArrayList<>();
        long jobs = 0;
        long left = 0;
        for (Map.Entry<String, List<ScheduledJob>> e : runs.entrySet()) {
            List<ScheduledJob> list = new ArrayList<>(e.getValue());
            list.sort(Comparator.comparingDouble(ScheduledJob::submit).thenComparingLong(ScheduledJob::id));
            jobs += list.size();
            String label = label(runColumns, e.getKey());
            List<String> notes = List.of("schedule of run " + describe(runColumns, e.getKey()) + " from "
                    + jobsFile.getFileName(), "times rounded to whole seconds");
            if (swf) {
                Path f = out.resolve(label + ".swf");
                AtomicFiles.write(f, w -> SwfSchedule.write(w, list, notes, machineSize));
                files.add(f);
            }
            if (batsim) {
                Path f = out.resolve(label + ".batsim.csv");
                long[] n = new long[1];
                AtomicFiles.write(f, w -> n[0] = BatsimJobs.write(w, list, label));
                left += n[0];
                files.add(f);
            }
        }
        return new Written(files, runs.size(), jobs, left);
    }

    private static List<String> readJobs(Path file, Map<String, List<ScheduledJob>> runs) throws IOException {
        List<String> fixed = Arrays.asList(ResultFiles.JOBS_HEADER.split(","));
        try (BufferedReader r = TextFiles.reader(file)) {
            List<String> header = Csv.fields(r.readLine(), file, 1);
            if (header.size() < fixed.size() || !header.subList(0, fixed.size()).equals(fixed)) {
                throw new IllegalArgumentException(file + ":1: the header must start with " + ResultFiles.JOBS_HEADER
                        + ", found " + String.join(",", header) + " (a jobs.csv of an older Partita lacks the requested time and user columns: run the "
                        + "experiment again)");
            }
            List<String> runColumns = header.subList(fixed.size(), header.size());
            String line;
            for (int n = 2; (line = r.readLine()) != null; n++) {
                if (line.isEmpty()) {
                    continue;
                }
                List<String> f = Csv.fields(line, file, n);
                if (f.size() != header.size()) {
                    throw new IllegalArgumentException(file + ":" + n + ": expected " + header.size()
                            + " fields, found " + f.size());
                }
                try {
                    String[] ids = f.get(6).isBlank() ? new String[0] : f.get(6).trim().split(" +");
                    int[] nodes = new int[ids.length];
                    for (int i = 0; i < ids.length; i++) {
                        nodes[i] = Integer.parseInt(ids[i]);
                    }
                    ScheduledJob j = new ScheduledJob(Long.parseLong(f.get(0)), number(f.get(1)), number(f.get(2)),
                            number(f.get(3)), Integer.parseInt(f.get(4)), Integer.parseInt(f.get(5)), nodes,
                            number(f.get(11)), Integer.parseInt(f.get(12)), Integer.parseInt(f.get(13)),
                            Integer.parseInt(f.get(14)), Integer.parseInt(f.get(15)), false);
                    if (Double.isNaN(j.submit()) || Double.isNaN(j.start())) {
                        throw new NumberFormatException("submit and start must be given");
                    }
                    runs.computeIfAbsent(String.join(",", f.subList(fixed.size(), f.size())), k -> new ArrayList<>())
                            .add(j);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + ":" + n + ": not a number where one is expected ("
                            + e.getMessage() + ")");
                }
            }
            return List.copyOf(runColumns);
        }
    }

    private static void readRejected(Path file, Map<String, List<ScheduledJob>> runs) throws IOException {
        int fixed = ResultFiles.REJECTED_HEADER.split(",").length;
        try (BufferedReader r = TextFiles.reader(file)) {
            List<String> header = Csv.fields(r.readLine(), file, 1);
            String line;
            for (int n = 2; (line = r.readLine()) != null; n++) {
                if (line.isEmpty()) {
                    continue;
                }
                List<String> f = Csv.fields(line, file, n);
                if (f.size() != header.size() || header.size() < fixed) {
                    throw new IllegalArgumentException(file + ":" + n + ": expected " + header.size()
                            + " fields, found " + f.size());
                }
                try {
                    ScheduledJob j = new ScheduledJob(Long.parseLong(f.get(0)), number(f.get(1)), Double.NaN,
                            Double.NaN, Integer.parseInt(f.get(2)), 0, new int[0], Double.NaN, -1, -1, -1, -1, true);
                    runs.computeIfAbsent(String.join(",", f.subList(fixed, f.size())), k -> new ArrayList<>()).add(j);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + ":" + n + ": not a number where one is expected ("
                            + e.getMessage() + ")");
                }
            }
        }
    }

    private static double number(String s) {
        return s.isEmpty() ? Double.NaN : Double.parseDouble(s);
    }

    /** A file name for a run: its values joined, variables as {@code name=value}, the replication as {@code r3}. */
    static String label(List<String> columns, String run) {
        if (columns.isEmpty()) {
            return "schedule";
        }
        String[] v = run.split(",", -1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < columns.size() && i < v.length; i++) {
            if (b.length() > 0) {
                b.append('_');
            }
            String c = columns.get(i);
            b.append(i == 0 ? v[i] : c.equals("replication") ? "r" + v[i] : c + "=" + v[i]);
        }
        return b.toString().replaceAll("[^A-Za-z0-9._=+-]", "_");
    }

    private static String describe(List<String> columns, String run) {
        String[] v = run.split(",", -1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < columns.size() && i < v.length; i++) {
            b.append(i == 0 ? "" : ", ").append(columns.get(i)).append(' ').append(v[i]);
        }
        return b.toString();
    }
}
