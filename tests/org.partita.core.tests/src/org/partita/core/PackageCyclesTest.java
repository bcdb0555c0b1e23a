package org.partita.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.Simulation;

/**
 * The packages of the core depend on each other without a cycle (docs/architecture.md, "Layering"). The edges are
 * read from the compiled classes of the core bundle: every class name of {@code org.partita.core} that a class's
 * constant pool mentions (class references, field and method descriptors, signatures; not string constants) is a
 * dependency of the class's package on that class's package.
 */
class PackageCyclesTest {

    private static final String PREFIX = "org/partita/core/";
    private static final Pattern CLASS_NAME = Pattern.compile("org/partita/core/[\\w/$]+");

    @Test
    void theCorePackagesFormNoCycle() throws IOException, URISyntaxException {
        Map<String, Map<String, String>> edges = packageEdges(coreClasses());
        assertTrue(edges.containsKey("engine") && edges.containsKey("experiment"), "core classes not found: " + edges);
        assertEquals(List.of(), cycles(edges), "package cycles in org.partita.core");
    }

    @Test
    void aBackEdgeIsReportedAsACycle() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        edges.put("engine", Map.of("sched", "engine.Simulation -> sched.QueuePolicy"));
        edges.put("sched", Map.of("workload", "sched.WaitQueue -> workload.Job"));
        edges.put("metrics", Map.of("engine", "metrics.Ledger -> engine.Simulation"));
        assertEquals(List.of(), cycles(edges));
        edges.put("workload", Map.of("engine", "workload.Jobs -> engine.Simulation", "machine", "x -> y"));
        assertEquals(List.of("engine -> sched -> workload -> engine (engine.Simulation -> sched.QueuePolicy, "
                + "sched.WaitQueue -> workload.Job, workload.Jobs -> engine.Simulation)"), cycles(edges));
    }

    /** The class files of the core bundle, from its output folder or its jar: wherever {@link Simulation} came from. */
    private static Map<String, byte[]> coreClasses() throws IOException, URISyntaxException {
        CodeSource source = Simulation.class.getProtectionDomain().getCodeSource();
        assertTrue(source != null && source.getLocation() != null, "no code source for the core bundle");
        Path location = Path.of(source.getLocation().toURI());
        Map<String, byte[]> classes = new TreeMap<>();
        if (Files.isDirectory(location)) {
            read(location, classes);
        } else {
            try (FileSystem jar = FileSystems.newFileSystem(location)) {
                read(jar.getPath("/"), classes);
            }
        }
        return classes;
    }

    private static void read(Path root, Map<String, byte[]> classes) throws IOException {
        Path core = root.resolve(PREFIX);
        if (!Files.isDirectory(core)) {
            core = root.resolve("bin").resolve(PREFIX); // a bundle folder with its classes under bin/
        }
        try (Stream<Path> files = Files.walk(core)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                classes.put(core.relativize(f).toString(), Files.readAllBytes(f));
            }
        }
    }

    /** Package to package to one example of a class-level dependency, e.g. {@code engine.Simulation -> sched.X}. */
    static Map<String, Map<String, String>> packageEdges(Map<String, byte[]> classes) throws IOException {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        for (byte[] bytes : classes.values()) {
            ClassRefs c = ClassRefs.of(bytes);
            for (String ref : c.refs()) {
                String from = packageOf(c.name());
                String to = packageOf(ref);
                if (from != null && to != null && !from.equals(to)) {
                    edges.computeIfAbsent(from, k -> new TreeMap<>()).putIfAbsent(to, shortName(c.name()) + " -> "
                            + shortName(ref));
                }
            }
        }
        return edges;
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        if (!internalName.startsWith(PREFIX) || slash < PREFIX.length()) {
            return null;
        }
        return internalName.substring(PREFIX.length(), slash).replace('/', '.');
    }

    private static String shortName(String internalName) {
        return internalName.substring(PREFIX.length()).replace('/', '.');
    }

    /**
     * One cycle per strongly connected group of more than one package (Tarjan), written as the shortest way round
     * from the group's first package with the class-level dependency behind each step.
     */
    static List<String> cycles(Map<String, Map<String, String>> edges) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new HashSet<>();
        List<String> found = new ArrayList<>();
        for (String v : edges.keySet()) {
            if (!index.containsKey(v)) {
                strongConnect(v, edges, index, low, stack, onStack, found);
            }
        }
        found.sort(null);
        return found;
    }

    private static void strongConnect(String v, Map<String, Map<String, String>> edges, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<String> found) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                strongConnect(w, edges, index, low, stack, onStack, found);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> group = new HashSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                group.add(w);
            } while (!w.equals(v));
            if (group.size() > 1) {
                found.add(describe(group, edges));
            }
        }
    }

    /** The shortest cycle through the group's first package (breadth first, staying inside the group). */
    private static String describe(Set<String> group, Map<String, Map<String, String>> edges) {
        String start = group.stream().sorted().findFirst().orElseThrow();
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty() && !parent.containsKey(start)) {
            String v = queue.poll();
            for (String w : new TreeMap<>(edges.getOrDefault(v, Map.of())).keySet()) {
                if (group.contains(w) && !parent.containsKey(w)) {
                    parent.put(w, v);
                    queue.add(w);
                }
            }
        }
        List<String> path = new ArrayList<>(List.of(start));
        for (String v = parent.get(start); !v.equals(start); v = parent.get(v)) {
            path.add(0, v);
        }
        path.add(0, start);
        List<String> why = new ArrayList<>();
        for (int i = 0; i + 1 < path.size(); i++) {
            why.add(edges.get(path.get(i)).get(path.get(i + 1)));
        }
        return String.join(" -> ", path) + " (" + String.join(", ", why) + ")";
    }

    /** A class's own name and every {@code org/partita/core/...} class name its constant pool mentions. */
    private record ClassRefs(String name, Set<String> refs) {

        static ClassRefs of(byte[] bytes) throws IOException {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[] classNameIndex = new int[count];
            Set<Integer> stringConstants = new HashSet<>();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7 -> classNameIndex[i] = in.readUnsignedShort();
                    case 8 -> stringConstants.add(in.readUnsignedShort());
                    case 16, 19, 20 -> in.readUnsignedShort();
                    case 15 -> in.skipNBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                    case 5, 6 -> {
                        in.skipNBytes(8);
                        i++; // takes two entries
                    }
                    default -> throw new IOException("unknown constant pool tag " + tag);
                }
            }
            in.readUnsignedShort(); // access flags
            String name = utf8[classNameIndex[in.readUnsignedShort()]];
            Set<String> refs = new TreeSet<>();
            for (int i = 1; i < count; i++) {
                if (utf8[i] != null && !stringConstants.contains(i)) {
                    Matcher m = CLASS_NAME.matcher(utf8[i]);
                    while (m.find()) {
                        refs.add(m.group());
                    }
                }
            }
            return new ClassRefs(name, refs);
        }
    }
}
