package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Where a release archive's parts are, and which local repository the suite's Maven will use. */
class ReleaseArchiveTest {

    @Test
    void theArchivesRepositoryIsMavensReadOnlyTail() {
        ReleaseArchive a = new ReleaseArchive(Path.of("/opt/partita-1.0"));
        assertEquals(Path.of("/opt/partita-1.0/maven"), a.repository());
        assertEquals(Path.of("/opt/partita-1.0/tools/maven/bin/mvn"), a.maven());
        assertEquals("-Dmaven.repo.local.tail=/opt/partita-1.0/maven", a.tailOption());
    }

    @Test
    void theLocalRepositoryOfMavenOptsIsTheOneMavenWillUse() {
        assertEquals("/work/m2", ReleaseArchive.fromMavenOpts("-Xmx1g -Dmaven.repo.local=/work/m2"));
        assertEquals("/b", ReleaseArchive.fromMavenOpts(" -Dmaven.repo.local=/a  -Dmaven.repo.local=/b "));
        assertNull(ReleaseArchive.fromMavenOpts("-Dmaven.repo.local.tail=/opt/x/maven"));
        assertNull(ReleaseArchive.fromMavenOpts(null));
    }
}
