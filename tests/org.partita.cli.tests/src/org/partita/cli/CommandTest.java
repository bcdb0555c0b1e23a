package org.partita.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

/** Base of the command tests: runs {@code partita …} in-process and keeps what it printed. */
abstract class CommandTest {

    @TempDir
    Path dir;
    /** What the last {@link #run} printed on standard output and standard error. */
    String out;
    String err;

    /** Runs the top-level command with {@code args}; returns its exit code. */
    int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        CommandLine cl = PartitaCommand.tree(args);
        cl.setOut(new PrintWriter(o));
        cl.setErr(new PrintWriter(e));
        int code = cl.execute(args);
        out = o.toString();
        err = e.toString();
        return code;
    }

    /** Copies the test bundle's resource {@code /name} into the temporary folder. */
    Path copyResource(String name) throws Exception {
        Path target = dir.resolve(name);
        try (InputStream in = getClass().getResourceAsStream("/" + name)) {
            Files.copy(in, target);
        }
        return target;
    }
}
