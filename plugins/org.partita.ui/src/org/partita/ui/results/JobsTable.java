package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code jobs.csv} of the results contract: header {@code job_id,submit,start,end,requested_procs,allocated_procs,
 * nodes} followed by more columns; the core writes {@code wait,runtime_factor,relocations,measured} and then the run
 * columns {@code pipeline, <sweep variables…>, replication}. {@code nodes} is the allocated node ids separated by
 * spaces; {@code end} is empty for a job still running when the run stopped.
 */
public final class JobsTable {

    /** The fixed leading columns. */
    public static final List<String> REQUIRED = List.of("job_id", "submit", "start", "end", "requested_procs",
            "allocated_procs", "nodes");
    /** Known per-job columns after the required ones; every column after these identifies the run. */
    static final List<String> PER_JOB = List.of("wait", "runtime_factor", "relocations", "measured",
            "requested_time", "user", "group", "queue", "application");

    private final List<JobRecord> jobs;
    private final List<String> runs;

    private JobsTable(List<JobRecord> jobs) {
        this.jobs = List.copyOf(jobs);
        this.runs = jobs.stream().map(JobRecord::run).distinct().toList();
    }

    public static JobsTable read(Path file) throws IOException {
        return of(CsvReader.readWithHeader(file), file.toString());
    }

    public static JobsTable read(Reader in, String fileName) throws IOException {
        return of(CsvReader.readWithHeader(in, fileName), fileName);
    }

    private static JobsTable of(List<CsvReader.Record> records, String fileName) throws ResultFormatException {
        List<String> header = records.get(0).fields();
        if (header.size() < REQUIRED.size() || !header.subList(0, REQUIRED.size()).equals(REQUIRED)) {
            throw new ResultFormatException(fileName, 1, null,
                    "the header must start with " + String.join(",", REQUIRED));
        }
        int runFrom = REQUIRED.size();
        while (runFrom < header.size() && PER_JOB.contains(header.get(runFrom))) {
            runFrom++;
        }
        List<JobRecord> jobs = new ArrayList<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            List<String> f = r.fields();
            if (f.size() == 1 && f.get(0).isEmpty()) {
                continue;
            }
            if (f.size() != header.size()) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "expected " + header.size() + " fields, found " + f.size());
            }
            long id = integer(f.get(0), fileName, r.line(), "job_id");
            double submit = SummaryTable.number(f.get(1), fileName, r.line(), "submit");
            double start = SummaryTable.number(f.get(2), fileName, r.line(), "start");
            double end = SummaryTable.number(f.get(3), fileName, r.line(), "end");
            int requested = (int) integer(f.get(4), fileName, r.line(), "requested_procs");
            int allocated = (int) integer(f.get(5), fileName, r.line(), "allocated_procs");
            String nodeList = f.get(6).strip();
            int[] nodes;
            if (nodeList.isEmpty()) {
                nodes = new int[0];
            } else {
                String[] parts = nodeList.split(" +");
                nodes = new int[parts.length];
                for (int i = 0; i < parts.length; i++) {
                    nodes[i] = (int) integer(parts[i], fileName, r.line(), "nodes");
                }
            }
            if (Double.isNaN(submit) || Double.isNaN(start)) {
                throw new ResultFormatException(fileName, r.line(), Double.isNaN(submit) ? "submit" : "start",
                        "missing value");
            }
            String run = String.join(" / ", f.subList(runFrom, f.size()));
            jobs.add(new JobRecord(id, submit, start, end, requested, allocated, nodes, run));
        }
        return new JobsTable(jobs);
    }

    private static long integer(String s, String file, int line, String field) throws ResultFormatException {
        try {
            return Long.parseLong(s.strip());
        } catch (NumberFormatException e) {
            throw new ResultFormatException(file, line, field, "not an integer: '" + s + "'");
        }
    }

    public List<JobRecord> jobs() {
        return jobs;
    }

    /** The runs in file order (one entry, {@code ""}, when the file has no run columns). */
    public List<String> runs() {
        return runs;
    }

    public List<JobRecord> ofRun(String run) {
        return jobs.stream().filter(j -> j.run().equals(run)).toList();
    }
}
