package org.partita.core.experiment;

import java.io.IOException;
import java.util.List;

/** A merge found runs that are not stored yet; the message names each of them and the shard that owns it. */
public final class MissingRunsException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient List<RunKey> missing;

    public MissingRunsException(String message, List<RunKey> missing) {
        super(message);
        this.missing = List.copyOf(missing);
    }

    /** The missing runs, in key order (empty when there was no store at all). */
    public List<RunKey> missing() {
        return missing;
    }
}
