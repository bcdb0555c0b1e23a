package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The artifacts a suite build takes from the local repository are installed again when the checkout is newer. */
class InstalledArtifactsTest {

    @TempDir
    Path dir;

    private static final FileTime SOURCES = FileTime.fromMillis(1_000_000_000_000L);
    private static final FileTime INSTALL = FileTime.fromMillis(1_000_000_100_000L);

    private void file(Path p, FileTime t) throws Exception {
        Files.createDirectories(p.getParent());
        Files.writeString(p, "x");
        Files.setLastModifiedTime(p, t);
    }

    @Test
    void missingOrOlderArtifactsAreNamedWithWhy() throws Exception {
        Path home = dir.resolve("checkout");
        Path repo = dir.resolve("repo");
        for (InstalledArtifacts.Module m : InstalledArtifacts.MODULES) {
            file(home.resolve(m.dir()).resolve(m.dir().equals(".") ? "pom.xml" : "src/A.java"), SOURCES);
        }
        assertEquals(InstalledArtifacts.MODULES.size(), InstalledArtifacts.outdated(home, repo, "1.0").size());
        for (InstalledArtifacts.Module m : InstalledArtifacts.MODULES) {
            file(repo.resolve("org/partita/" + m.artifactId() + "/1.0/" + m.artifactId() + "-1.0." + m.extension()),
                    INSTALL);
        }
        assertEquals(List.of(), InstalledArtifacts.outdated(home, repo, "1.0"));
        // build output and regenerated sources do not count; an edited source does, and is named
        file(home.resolve("plugins/org.partita.dsl/target/classes/A.class"), FileTime.fromMillis(2_000_000_000_000L));
        file(home.resolve("plugins/org.partita.dsl/src-gen/G.java"), FileTime.fromMillis(2_000_000_000_000L));
        assertEquals(List.of(), InstalledArtifacts.outdated(home, repo, "1.0"));
        file(home.resolve("plugins/org.partita.dsl/src/B.java"), FileTime.fromMillis(2_000_000_000_000L));
        assertEquals(List.of("org.partita.dsl (plugins/org.partita.dsl/src/B.java is newer)"),
                InstalledArtifacts.outdated(home, repo, "1.0"));
        Files.delete(repo.resolve("org/partita/org.partita.charts/1.0/org.partita.charts-1.0.jar"));
        assertEquals(List.of("org.partita.charts (not installed)",
                "org.partita.dsl (plugins/org.partita.dsl/src/B.java is newer)"),
                InstalledArtifacts.outdated(home, repo, "1.0"));
    }
}
