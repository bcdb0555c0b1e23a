package org.partita.core.experiment;

/** RFC 4180 field quoting for the result files: a field containing a comma, quote or line break is quoted. */
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
}
