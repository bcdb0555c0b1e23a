package org.partita.ui.results;

import java.io.IOException;

/** A results file that does not follow the contract; the message names the file, line and field. */
public class ResultFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    public ResultFormatException(String file, int line, String field, String problem) {
        super(file + ":" + line + (field == null ? "" : ": field '" + field + "'") + ": " + problem);
    }
}
