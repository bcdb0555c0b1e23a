package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 4180 reader for the results files: comma-separated, fields optionally quoted with {@code "} (a quote inside
 * a quoted field is doubled), records end at {@code \n} or {@code \r\n}. Returns every record with its line number.
 */
public final class CsvReader {

    /** One record and the line it starts on (1-based). */
    public record Record(int line, List<String> fields) {
    }

    private CsvReader() {
    }

    public static List<Record> read(Reader in, String fileName) throws IOException {
        StringBuilder all = new StringBuilder();
        char[] buf = new char[8192];
        int n;
        while ((n = in.read(buf)) != -1) {
            all.append(buf, 0, n);
        }
        return parse(all, fileName);
    }

    /** The records of a results file, which starts with a header: an empty file is an error naming it. */
    static List<Record> readWithHeader(Reader in, String fileName) throws IOException {
        List<Record> records = read(in, fileName);
        if (records.isEmpty()) {
            throw new ResultFormatException(fileName, 1, null, "empty file, expected a header");
        }
        return records;
    }

    /** The records of results file {@code file} (UTF-8), which starts with a header. */
    static List<Record> readWithHeader(java.nio.file.Path file) throws IOException {
        try (Reader in = java.nio.file.Files.newBufferedReader(file, java.nio.charset.StandardCharsets.UTF_8)) {
            return readWithHeader(in, file.toString());
        }
    }

    static List<Record> parse(CharSequence s, String fileName) throws ResultFormatException {
        List<Record> records = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int recordLine = 1;
        int i = 0;
        int len = s.length();
        while (i < len) {
            // one field
            if (s.charAt(i) == '"') {
                int quoteLine = line;
                i++;
                while (true) {
                    if (i >= len) {
                        throw new ResultFormatException(fileName, quoteLine, null, "unterminated quoted field");
                    }
                    char c = s.charAt(i++);
                    if (c == '"') {
                        if (i < len && s.charAt(i) == '"') {
                            field.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        if (c == '\n') {
                            line++;
                        }
                        field.append(c);
                    }
                }
                if (i < len && s.charAt(i) != ',' && s.charAt(i) != '\n' && s.charAt(i) != '\r') {
                    throw new ResultFormatException(fileName, line, null,
                            "unexpected '" + s.charAt(i) + "' after a closing quote");
                }
            } else {
                while (i < len && s.charAt(i) != ',' && s.charAt(i) != '\n' && s.charAt(i) != '\r') {
                    field.append(s.charAt(i++));
                }
            }
            fields.add(field.toString());
            field.setLength(0);
            // separator
            if (i < len && s.charAt(i) == ',') {
                i++;
                if (i == len) {
                    fields.add("");
                }
                continue;
            }
            if (i < len && s.charAt(i) == '\r') {
                i++;
            }
            if (i < len && s.charAt(i) == '\n') {
                i++;
            }
            records.add(new Record(recordLine, List.copyOf(fields)));
            fields.clear();
            line++;
            recordLine = line;
        }
        if (!fields.isEmpty()) {
            records.add(new Record(recordLine, List.copyOf(fields)));
        }
        return records;
    }
}
