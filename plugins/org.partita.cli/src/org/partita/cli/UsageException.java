package org.partita.cli;

/** A semantically invalid command line (e.g. an unavailable queue discipline): exit code 2, one-line message. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
