package org.partita.core.experiment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 4180 fields of the result files: a field containing a comma, quote or line break is quoted when written
 * ({@link #field}), and read back by {@link #fields} (one line at a time: the core writes no line breaks in fields).
 */
public final class Csv {

    private Csv() {
    }

    public static String field(String s) {
        if (s == null) {
            return "";
        }
        boolean quote = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                quote = true;
                break;
            }
        }
        return quote ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    /**
     * The fields of one line of a result file, the inverse of {@link #field}: a field in double quotes may hold
     * commas and doubled quotes.
     *
     * @throws IllegalArgumentException naming {@code file} and line {@code n} when the line is missing or a quote is
     *                                  not closed
     */
    public static List<String> fields(String line, Path file, int n) {
        if (line == null) {
            throw new IllegalArgumentException(file + ": empty file, expected a header");
        }
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException(file + ":" + n + ": unterminated quoted field");
        }
        out.add(cur.toString());
        return out;
    }
}
