package org.partita.core.interchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.swf.SwfReader;

/** The schedule exported as SWF and as Batsim's jobs.csv, worked by hand on a tiny schedule, and read back. */
class ScheduleExportTest {

    @TempDir
    Path dir;

    /**
     * Run FF/load 0.5/replication 1 on 8 nodes: job 2 (4 procs, estimate 100 s, user 7) submitted at 1.4, starts at
     * 2.6, ends at 10.2 on nodes 4 5 6 7; job 1 (2 procs) submitted at 0, starts 0, ends 5 on 0 1; job 3 still
     * running at the stop on nodes 2 3; job 4 rejected at 3 (asks 16).
     */
    private Path results() throws Exception {
        Path r = dir.resolve("results");
        Files.createDirectories(r);
        Files.writeString(r.resolve("jobs.csv"), ResultFiles.JOBS_HEADER + ",pipeline,load,replication\n"
                + "1,0,0,5,2,2,0 1,0,1,0,1,,-1,-1,-1,-1,FF,0.5,1\n"
                + "2,1.4,2.6,10.2,4,4,7 4 5 6,1.2,1,0,1,100,7,3,1,2,FF,0.5,1\n"
                + "3,2,4,,2,2,3 2,2,1,0,0,,-1,-1,-1,-1,FF,0.5,1\n");
        Files.writeString(r.resolve("machine.csv"), "cluster,topology,speed,first_node\nmain,mesh:2x4,1,0\n");
        Files.writeString(r.resolve("rejected.csv"), ResultFiles.REJECTED_HEADER + ",pipeline,load,replication\n"
                + "4,3,16,\"too large, 16 > 8\",FF,0.5,1\n");
        return r;
    }

    @Test
    void swfHasOneLinePerJobInSubmitOrderWithWholeSeconds() throws Exception {
        ScheduleExport.Written w = ScheduleExport.export(results(), dir.resolve("out"), true, false);
        assertEquals(1, w.runs());
        assertEquals(4, w.jobs());
        List<String> lines = Files.readAllLines(dir.resolve("out/FF_load=0.5_r1.swf"));
        List<String> jobs = lines.stream().filter(l -> !l.startsWith(";")).toList();
        assertEquals(List.of(
                "1 0 0 5 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1",
                // submit 1.4 -> 1, start 2.6 -> 3, end 10.2 -> 10: wait 2, run 7; estimate 100, user 7 group 3,
                // application 2 (field 14), queue 1 (field 15)
                "2 1 2 7 4 -1 -1 4 100 -1 1 7 3 2 1 -1 -1 -1",
                "3 2 2 -1 2 -1 -1 2 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1",
                "4 3 -1 -1 -1 -1 -1 16 -1 -1 5 -1 -1 -1 -1 -1 -1 -1"), jobs);
        // the standard header lines, worked by hand: the first submit at 0 s, the last instant job 2's end at 10 s,
        // the longest run job 2's 7 s, one queue (job 2's queue 1), the 2 x 4 mesh of machine.csv
        assertEquals(List.of("; Version: 2.2", "; Computer: Partita simulation",
                "; Note: schedule of run pipeline FF, load 0.5, replication 1 from jobs.csv",
                "; Note: times rounded to whole seconds", "; MaxJobs: 4", "; MaxRecords: 4", "; Preemption: No",
                "; UnixStartTime: 0", "; TimeZoneString: UTC", "; StartTime: Thu Jan  1 00:00:00 UTC 1970",
                "; EndTime: Thu Jan  1 00:00:10 UTC 1970", "; MaxNodes: 8", "; MaxProcs: 8", "; MaxRuntime: 7",
                "; MaxQueues: 1", "; AllowOveruse: No"), lines.subList(0, 16));
        assertTrue(lines.contains("; Note: schedule of run pipeline FF, load 0.5, replication 1 from jobs.csv"),
                lines.toString());
        // any SWF tool reads it: our own reader gets the four jobs back with the rounded times
        int n = 0;
        try (SwfReader read = SwfReader.open(dir.resolve("out/FF_load=0.5_r1.swf"), false)) {
            while (read.next() != null) {
                n++;
            }
        }
        assertEquals(4, n);
    }

    @Test
    void swfWithoutMachineFileSaysTheSizeIsUnknown() throws Exception {
        Path r = results();
        Files.delete(r.resolve("machine.csv"));
        ScheduleExport.export(r, dir.resolve("out"), true, false);
        List<String> lines = Files.readAllLines(dir.resolve("out/FF_load=0.5_r1.swf"));
        assertTrue(lines.contains("; Note: MaxNodes and MaxProcs unknown (the results folder has no machine.csv)"),
                lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("; MaxProcs") || l.startsWith("; MaxNodes")),
                lines.toString());
    }

    @Test
    void batsimRowsHaveBatsimsColumnsAndIntervalSets() throws Exception {
        ScheduleExport.Written w = ScheduleExport.export(results(), dir.resolve("out"), false, true);
        assertEquals(2, w.leftOutOfBatsim(), "the job still running and the rejected one");
        List<String> lines = Files.readAllLines(dir.resolve("out/FF_load=0.5_r1.batsim.csv"));
        assertEquals("job_id,workload_name,profile,submission_time,requested_number_of_resources,requested_time,"
                + "success,final_state,starting_time,execution_time,finish_time,waiting_time,turnaround_time,stretch,"
                + "allocated_resources,consumed_energy,metadata", lines.get(0));
        assertEquals(List.of(
                "1,FF_load=0.5_r1,delay,0,2,-1,1,COMPLETED_SUCCESSFULLY,0,5,5,0,5,1,0-1,-1,",
                // execution 10.2 - 2.6 = 7.6, waiting 1.2, turnaround 8.8, stretch 8.8 / 7.6
                "2,FF_load=0.5_r1,delay,1.4,4,100,1,COMPLETED_SUCCESSFULLY,2.6,7.6,10.2,1.2,8.8,1.157895,4-7,-1,"),
                lines.subList(1, lines.size()));
        assertEquals("0-3 5 7-9", BatsimJobs.intervals(new int[] {9, 0, 1, 2, 3, 5, 7, 8}));
        assertEquals("", BatsimJobs.intervals(new int[0]));
    }

    @Test
    void aRealRunExportsOneFilePairPerRun() throws Exception {
        Path trace = dir.resolve("t.swf");
        Files.writeString(trace, "; tiny\n"
                + "1 0 0 10 4 -1 -1 4 20 -1 1 5 1 1 1 -1 -1 -1\n"
                + "2 1 0 5 8 -1 -1 8 5 -1 1 6 1 1 1 -1 -1 -1\n"
                + "3 2 0 3 2 -1 -1 2 4 -1 1 5 1 1 1 -1 -1 -1\n");
        Experiment e = new Experiment("x", MachineSpec.parse("pool:8"),
                List.of(new Pipeline("F", "fcfs", "pool", Map.of(), ShapeRule.NONE),
                        new Pipeline("E", "easy", "pool", Map.of(), ShapeRule.NONE)),
                List.of(SweepPoint.NONE), new TraceWorkload(trace, false), SimulationConfig.DEFAULT, Replications.fixed(1), 1,
                Double.NaN);
        Path results = dir.resolve("r");
        new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(results, true, 1, true, false, null)).run();
        ScheduleExport.Written w = ScheduleExport.export(results, dir.resolve("ex"), true, true);
        assertEquals(2, w.runs());
        assertEquals(4, w.files().size());
        // FCFS: job 1 at 0 on 4 nodes; job 2 needs all 8, waits until 10; job 3 waits behind it until 15
        List<String> f = Files.readAllLines(dir.resolve("ex/F_r1.swf")).stream().filter(l -> !l.startsWith(";"))
                .toList();
        assertEquals(List.of("1 0 0 10 4 -1 -1 4 20 -1 1 5 1 1 1 -1 -1 -1",
                "2 1 9 5 8 -1 -1 8 5 -1 1 6 1 1 1 -1 -1 -1",
                "3 2 13 3 2 -1 -1 2 4 -1 1 5 1 1 1 -1 -1 -1"), f);
        // EASY backfills job 3 (2 nodes, 4 s estimate, done before job 2's reservation at 10) at its submit
        assertTrue(Files.readAllLines(dir.resolve("ex/E_r1.swf")).contains(
                "3 2 0 3 2 -1 -1 2 4 -1 1 5 1 1 1 -1 -1 -1"));
    }

    @Test
    void missingOrOldFilesGetClearErrors() throws Exception {
        Path empty = dir.resolve("empty");
        Files.createDirectories(empty);
        var missing = assertThrows(java.nio.file.NoSuchFileException.class,
                () -> ScheduleExport.export(empty, dir.resolve("o"), true, true));
        assertTrue(missing.getMessage().contains("run the experiment with --jobs-csv"), missing.getMessage());
        Files.writeString(empty.resolve("jobs.csv"), "job_id,submit,start,end,requested_procs,allocated_procs,nodes,"
                + "wait,runtime_factor,relocations,measured,pipeline,replication\n1,0,0,1,1,1,0,0,1,0,1,F,1\n");
        var old = assertThrows(IllegalArgumentException.class,
                () -> ScheduleExport.export(empty, dir.resolve("o"), true, true));
        assertTrue(old.getMessage().contains("jobs.csv:1: the header must start with"), old.getMessage());
        Path r = results();
        Files.writeString(r.resolve("jobs.csv"), ResultFiles.JOBS_HEADER + ",pipeline,load,replication\n"
                + "1,x,0,5,2,2,0 1,0,1,0,1,,-1,-1,-1,-1,FF,0.5,1\n");
        var bad = assertThrows(IllegalArgumentException.class,
                () -> ScheduleExport.export(r, dir.resolve("o"), true, true));
        assertTrue(bad.getMessage().endsWith("jobs.csv:2: not a number where one is expected (For input string: "
                + "\"x\")"), bad.getMessage());
    }
}
