package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code partita run} on a file whose claims compare two classes of jobs: parsed, validated, run, judged, printed and
 * written to {@code claims.csv}. Under Equipartition an apsi job (request 2) never holds more than 2 processors and a
 * bt job (request 8, on 16 processors at half load) mostly holds more, so bt's mean is above apsi's.
 */
class ClassClaimsCommandTest extends CommandTest {

    static final String MIX = """
            experiment Mix {
                machine smp 16
                workload synthetic {
                    submit for 200 s
                    arrivals poisson load 0.5 processors 16
                    structure malleable
                    speedup bt { 4: 3.5, 8: 6 } time 100 s request 8 fraction 50%%
                    speedup apsi { 2: 1, 8: 0.9 } time 20 s request 2 fraction 50%%
                }
                pipeline Equip { share equipartition }
                replications 4 seed 3
                measure response, processors by application
                expect Equip on processors of bt above Equip on processors of apsi
            %s}
            """;

    @Test
    void aClaimBetweenTwoApplicationsIsJudgedPrintedAndWritten() throws Exception {
        Path file = dir.resolve("mix.partita");
        Files.writeString(file, MIX.formatted(""));
        Path res = dir.resolve("res");
        assertEquals(0, run("run", file.toString(), "--out", res.toString()), err);
        assertTrue(out.contains("mix.partita:13: holds\n    stated:   Equip on processors of bt above Equip on "
                + "processors of apsi\n    measured: bt under Equip "), out);
        List<String> csv = Files.readAllLines(res.resolve("claims.csv"));
        assertEquals(2, csv.size(), csv::toString);
        assertTrue(csv.get(1).matches("Mix,mix\\.partita:13,expect Equip on processors of bt above Equip on processors"
                + " of apsi,holds,Equip on processors of bt above Equip on processors of apsi,\"bt under Equip [0-9.]+ ± "
                + "[0-9.]+, apsi under Equip 2 ± 0: paired difference [0-9.]+ \\([0-9.]+ to [0-9.]+\\), n = 4\",,paired,"
                + "with,[0-9.e-]+"), csv.get(1));
        // the other way round fails the run, unless it is marked not reproduced
        Files.writeString(file, MIX.formatted("    expect Equip on processors of apsi above Equip of bt\n"));
        assertEquals(3, run("run", file.toString(), "--out", res.toString()), out);
        assertTrue(out.contains("mix.partita:14: fails"), out);
        Files.writeString(file, MIX.formatted(
                "    expect Equip on processors of apsi above Equip of bt not reproduced \"for the test\"\n"));
        assertEquals(0, run("run", file.toString(), "--out", res.toString()), err);
        assertTrue(out.contains("mix.partita:14: fails (not reproduced: for the test)"), out);
    }

    @Test
    void aClassComparedWithItselfIsAnErrorNamingFileAndLine() throws Exception {
        Path file = dir.resolve("mix.partita");
        Files.writeString(file, MIX.formatted("    expect Equip on processors of bt below Equip of bt\n"));
        Path res = dir.resolve("res");
        assertEquals(1, run("run", file.toString(), "--out", res.toString()));
        assertTrue(err.contains(file + ":14:") && err.contains("error: class 'bt' of Equip is compared with itself"),
                err);
        assertTrue(!Files.exists(res), "nothing was run");
    }
}
