package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The artifacts a suite build takes from the local repository are installed again when the checkout changed: a jar
 * older than a source of its module, a POM or target definition that is not its source file's copy.
 */
class InstalledArtifactsTest {

    @TempDir
    Path dir;

    private static final FileTime SOURCES = FileTime.fromMillis(1_000_000_000_000L);
    private static final FileTime INSTALL = FileTime.fromMillis(1_000_000_100_000L);
    private static final FileTime LATER = FileTime.fromMillis(2_000_000_000_000L);

    private static void file(Path p, String text, FileTime t) throws Exception {
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        Files.setLastModifiedTime(p, t);
    }

    private static String source(InstalledArtifacts.Module m) {
        return m.extension().equals("jar") ? "src/A.java"
                : m.extension().equals("pom") ? "pom.xml" : m.artifactId() + "." + m.extension();
    }

    @Test
    void missingOrChangedArtifactsAreNamedWithWhy() throws Exception {
        Path home = dir.resolve("checkout");
        Path repo = dir.resolve("repo");
        for (InstalledArtifacts.Module m : InstalledArtifacts.MODULES) {
            file(home.resolve(m.dir()).resolve(source(m)), m.artifactId(), SOURCES);
        }
        assertEquals(InstalledArtifacts.MODULES.size(), InstalledArtifacts.outdated(home, repo, "1.0").size());
        for (InstalledArtifacts.Module m : InstalledArtifacts.MODULES) {
            // POMs and target definitions are installed as copies, time stamp included (Maven's install does so)
            file(repo.resolve("org/partita/" + m.artifactId() + "/1.0/" + m.artifactId() + "-1.0." + m.extension()),
                    m.artifactId(), m.extension().equals("jar") ? INSTALL : SOURCES);
        }
        assertEquals(List.of(), InstalledArtifacts.outdated(home, repo, "1.0"));
        // build output and regenerated sources do not count; an edited source does, and is named
        file(home.resolve("plugins/org.partita.dsl/target/classes/A.class"), "x", LATER);
        file(home.resolve("plugins/org.partita.dsl/src-gen/G.java"), "x", LATER);
        assertEquals(List.of(), InstalledArtifacts.outdated(home, repo, "1.0"));
        file(home.resolve("plugins/org.partita.dsl/src/B.java"), "x", LATER);
        assertEquals(List.of("org.partita.dsl (plugins/org.partita.dsl/src/B.java is newer)"),
                InstalledArtifacts.outdated(home, repo, "1.0"));
        Files.delete(repo.resolve("org/partita/org.partita.charts/1.0/org.partita.charts-1.0.jar"));
        // a POM is compared by its bytes, whatever its time stamp
        file(home.resolve("releng/org.partita.suite.parent/pom.xml"), "changed", SOURCES);
        assertEquals(List.of("org.partita.charts (not installed)",
                "org.partita.dsl (plugins/org.partita.dsl/src/B.java is newer)",
                "org.partita.suite.parent (releng/org.partita.suite.parent/pom.xml differs)"),
                InstalledArtifacts.outdated(home, repo, "1.0"));
    }

    @Test
    void aReleaseCopiesItsArtifactsWhereTheyAreMissingOrOthers() throws Exception {
        Path release = dir.resolve("release");
        Path repo = dir.resolve("repo");
        for (InstalledArtifacts.Module m : InstalledArtifacts.MODULES) {
            Path v = release.resolve("org/partita/" + m.artifactId() + "/1.0");
            file(v.resolve(m.artifactId() + "-1.0." + m.extension()), "release " + m.artifactId(), SOURCES);
            file(v.resolve("_remote.repositories"), "", SOURCES);
        }
        List<String> all = InstalledArtifacts.MODULES.stream().map(InstalledArtifacts.Module::artifactId).toList();
        assertEquals(all, InstalledArtifacts.installFromRelease(release, repo, "1.0"));
        assertEquals(List.of(), InstalledArtifacts.installFromRelease(release, repo, "1.0"));
        // an older SNAPSHOT of a checkout in the local repository is replaced, the rest stays
        Path core = repo.resolve("org/partita/org.partita.core/1.0/org.partita.core-1.0.jar");
        file(core, "a checkout's build", LATER);
        assertEquals(List.of("org.partita.core"), InstalledArtifacts.installFromRelease(release, repo, "1.0"));
        assertEquals("release org.partita.core", Files.readString(core));
        // an incomplete archive is named
        Files.delete(release.resolve("org/partita/org.partita.dsl/1.0/org.partita.dsl-1.0.jar"));
        IOException e = assertThrows(IOException.class, () -> InstalledArtifacts.installFromRelease(release, repo, "1.0"));
        assertTrue(e.getMessage().endsWith("lacks org.partita.dsl-1.0.jar: the release archive is incomplete"), e.getMessage());
    }
}
