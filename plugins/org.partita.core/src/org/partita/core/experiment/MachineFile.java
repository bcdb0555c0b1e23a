package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.format.Numbers;
import org.partita.core.format.TextFiles;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Machine;
import org.partita.core.machine.MachineSpec;
import org.partita.core.machine.Topology;

/**
 * {@code machine.csv}: the machine the results were simulated on, so that a results folder alone says how to draw
 * its node ids. One row per cluster in node-id order: {@code cluster, topology, speed, first_node} — the topology in
 * the command line's notation ({@code mesh:16x16}, {@code hypercube:6}), the relative speed, the global id of the
 * cluster's first node. A machine that is not a grid is one cluster {@code main} with speed 1 and first node 0.
 */
public final class MachineFile {

    public static final String NAME = "machine.csv";
    public static final String HEADER = "cluster,topology,speed,first_node";

    private MachineFile() {
    }

    /** Writes {@code dir/machine.csv} atomically. */
    public static void write(Path dir, Machine machine) throws IOException {
        AtomicFiles.write(dir.resolve(NAME), w -> {
            w.write(HEADER);
            w.write('\n');
            for (int i = 0; i < machine.clusters().size(); i++) {
                Cluster c = machine.clusters().get(i);
                w.write(String.join(",", Csv.field(c.name()), c.topology().toString(), Numbers.format(c.speed()),
                        Integer.toString(machine.offset(i))));
                w.write('\n');
            }
        });
    }

    /**
     * Reads {@code file}: the clusters (a grid's links are not recorded); a single cluster {@code main} of speed 1
     * is {@link Machine#of} its topology.
     *
     * @throws IOException naming the file and line when a row is malformed
     */
    public static Machine read(Path file) throws IOException {
        List<Cluster> clusters = new ArrayList<>();
        try (BufferedReader in = TextFiles.reader(file)) {
            String header = in.readLine();
            if (!HEADER.equals(header)) {
                throw new IOException(file + ":1: expected the header '" + HEADER + "'");
            }
            int n = 1;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                n++;
                if (line.isEmpty()) {
                    continue;
                }
                try {
                    List<String> f = Csv.fields(line, file, n);
                    if (f.size() != 4) {
                        throw new IllegalArgumentException("expected 4 fields, found " + f.size());
                    }
                    Topology topology = MachineSpec.parseTopology(f.get(1));
                    clusters.add(new Cluster(f.get(0), topology, Double.parseDouble(f.get(2))));
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + ":" + n + ": " + e.getMessage(), e);
                }
            }
        }
        if (clusters.isEmpty()) {
            throw new IOException(file + ": no cluster");
        }
        Cluster only = clusters.get(0);
        if (clusters.size() == 1 && only.name().equals("main") && only.speed() == 1.0) {
            return Machine.of(only.topology());
        }
        return Machine.grid(clusters, List.of());
    }
}
