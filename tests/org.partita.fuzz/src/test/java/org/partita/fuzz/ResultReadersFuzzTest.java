package org.partita.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.partita.core.experiment.ResultFiles;
import org.partita.core.interchange.ScheduleExport;
import org.partita.ui.results.ClaimsTable;
import org.partita.ui.results.JobsTable;
import org.partita.ui.results.SummaryTable;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The readers of result files (the workbench's tables, the schedule export): a damaged file is read, or refused
 * with an error that names it; never another exception.
 */
class ResultReadersFuzzTest {

    static final String SUMMARY = "pipeline,load,replication,n,response,response_ci,utilization,utilization_ci,"
            + "steady_state\nFF,0.3,1,1,7.5,,0.2,,steady\nFF,0.3,all,2,7.4,0.3,0.21,0.01,steady\n"
            + "AS,0.3,all,2,8,0.5,0.2,0.02,warmup-short\n";
    static final String JOBS = ResultFiles.JOBS_HEADER + ",pipeline,load,replication\n"
            + "1,0,0,5,2,2,0 1,0,1,0,1,,-1,-1,-1,-1,FF,0.5,1\n"
            + "2,1.4,2.6,10.2,4,4,7 4 5 6,1.2,1,0,1,100,7,3,1,2,FF,0.5,1\n"
            + "3,2,4,,2,2,3 2,2,1,0,0,,-1,-1,-1,-1,FF,0.5,2\n";
    static final String CLAIMS = "experiment,source,claim,verdict,stated,measured,not_reproduced,rule,lean,p_value\n"
            + "Q,q.partita:17,FSL below FF,holds,\"FSL below FF on response at load 0.4\",\"FSL 7 ± 1, FF 9 ± 1\",,"
            + "paired,with,0.0021\n";
    static final List<String> TOKENS = List.of(",", "\"", "\n", "all", "steady", "-", "NaN", "", " ", "0 1 x");

    @Provide
    Arbitrary<String> summary() {
        return Inputs.mutated(SUMMARY, TOKENS);
    }

    @Provide
    Arbitrary<String> jobs() {
        return Inputs.mutated(JOBS, TOKENS);
    }

    @Provide
    Arbitrary<String> claims() {
        return Inputs.mutated(CLAIMS, TOKENS);
    }

    @Property
    void summaryTable(@ForAll("summary") String text) {
        summary(text);
    }

    static void summary(String text) {
        refusedWithItsName(() -> SummaryTable.read(new StringReader(text), "summary.csv"), "summary.csv");
    }

    @Property
    void jobsTable(@ForAll("jobs") String text) {
        refusedWithItsName(() -> JobsTable.read(new StringReader(text), "jobs.csv"), "jobs.csv");
    }

    static void jobs(String text) throws Exception {
        refusedWithItsName(() -> JobsTable.read(new StringReader(text), "jobs.csv"), "jobs.csv");
        exportAndInvariants(text);
    }

    @Property
    void claimsTable(@ForAll("claims") String text) {
        refusedWithItsName(() -> ClaimsTable.read(new StringReader(text), "claims.csv"), "claims.csv");
    }

    @Property
    void scheduleExportAndInvariantReader(@ForAll("jobs") String text) throws Exception {
        exportAndInvariants(text);
    }

    static void exportAndInvariants(String text) throws Exception {
        Path dir = Files.createTempDirectory("partita-fuzz");
        try {
            Files.writeString(dir.resolve("jobs.csv"), text);
            refusedWithItsName(() -> ScheduleExport.export(dir, dir.resolve("export"), true, true), "jobs.csv");
            refusedWithItsName(() -> ResultFiles.readSchedules(dir), "jobs.csv");
        } finally {
            try (var s = Files.walk(dir)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    interface Read {
        Object run() throws IOException;
    }

    static void refusedWithItsName(Read read, String name) {
        try {
            read.run();
        } catch (IOException | IllegalArgumentException e) {
            assertTrue(e.getMessage() != null && e.getMessage().contains(name), e.getClass().getSimpleName() + ": "
                    + e.getMessage());
        }
    }
}
