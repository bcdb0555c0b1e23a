package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Machine;
import org.partita.core.machine.MachineSpec;
import org.partita.core.machine.Topology;

/** {@code machine.csv}: written with the results, read back to the same clusters. */
class MachineFileTest {

    @Test
    void aMeshIsOneMainCluster(@TempDir Path dir) throws Exception {
        MachineFile.write(dir, MachineSpec.parse("mesh:16x8"));
        assertEquals("cluster,topology,speed,first_node\nmain,mesh:16x8,1,0\n",
                Files.readString(dir.resolve(MachineFile.NAME)));
        Machine back = MachineFile.read(dir.resolve(MachineFile.NAME));
        assertEquals(Topology.mesh(16, 8), back.topology());
        assertEquals(128, back.size());
    }

    @Test
    void aGridKeepsItsClustersSpeedsAndFirstNodes(@TempDir Path dir) throws Exception {
        Machine grid = Machine.grid(List.of(new Cluster("a", Topology.mesh(4, 4), 1.5),
                new Cluster("b", Topology.hypercube(3), 0.5)), List.of());
        MachineFile.write(dir, grid);
        assertEquals("cluster,topology,speed,first_node\na,mesh:4x4,1.5,0\nb,hypercube:3,0.5,16\n",
                Files.readString(dir.resolve(MachineFile.NAME)));
        Machine back = MachineFile.read(dir.resolve(MachineFile.NAME));
        assertEquals(grid.clusters(), back.clusters());
    }

    @Test
    void theRunnerWritesIt(@TempDir Path dir) throws Exception {
        ExperimentRunnerTest.run(ExperimentRunnerTest.experiment(Replications.fixed(1)), dir, 1);
        assertEquals(Topology.mesh(8, 8), MachineFile.read(dir.resolve(MachineFile.NAME)).topology());
    }

    @Test
    void aMalformedRowNamesFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(MachineFile.NAME);
        Files.writeString(f, MachineFile.HEADER + "\nmain,mesh:16,1,0\n");
        IOException e = assertThrows(IOException.class, () -> MachineFile.read(f));
        assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
        Files.writeString(f, "machine\n");
        assertTrue(assertThrows(IOException.class, () -> MachineFile.read(f)).getMessage().startsWith(f + ":1: "));
    }
}
