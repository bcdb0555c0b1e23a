package org.partita.core.workload.swf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * The header comments of an SWF file, in file order. A line {@code ; Key: value} whose key is one of
 * {@link #KNOWN_KEYS} is a header entry; every other comment line is kept as free text. Keys may repeat
 * ({@code Queue:}, {@code Partition:}).
 */
public final class SwfHeader {

    /** Header keys of SWF 2.2 and those seen in real logs. */
    public static final List<String> KNOWN_KEYS = List.of("Version", "Computer", "Installation", "Acknowledge",
            "Information", "Conversion", "MaxJobs", "MaxRecords", "Preemption", "UnixStartTime", "TimeZone",
            "TimeZoneString", "StartTime", "EndTime", "MaxNodes", "MaxProcs", "MaxRuntime", "MaxMemory",
            "AllowOveruse", "MaxQueues", "Queues", "Queue", "MaxPartitions", "Partitions", "Partition", "Note");

    /** One header line: an entry ({@code key != null}) or a free comment ({@code key == null}). */
    public record Line(String key, String value) {
    }

    private final List<Line> lines = new ArrayList<>();

    public SwfHeader add(String key, String value) {
        lines.add(new Line(key, value));
        return this;
    }

    public SwfHeader comment(String text) {
        lines.add(new Line(null, text));
        return this;
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /** The first value of {@code key} (case-insensitive), or {@code null}. */
    public String get(String key) {
        for (Line l : lines) {
            if (l.key() != null && l.key().equalsIgnoreCase(key)) {
                return l.value();
            }
        }
        return null;
    }

    /** All values of {@code key}, in file order. */
    public List<String> getAll(String key) {
        List<String> out = new ArrayList<>();
        for (Line l : lines) {
            if (l.key() != null && l.key().equalsIgnoreCase(key)) {
                out.add(l.value());
            }
        }
        return out;
    }

    public OptionalInt maxProcs() {
        return intValue("MaxProcs");
    }

    public OptionalInt maxNodes() {
        return intValue("MaxNodes");
    }

    private OptionalInt intValue(String key) {
        String v = get(key);
        if (v == null) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(v.trim()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /** Parses the text after {@code ;} of one comment line into this header. */
    void parseComment(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        if (colon > 0) {
            String key = t.substring(0, colon).strip();
            for (String k : KNOWN_KEYS) {
                if (k.toLowerCase(Locale.ROOT).equals(key.toLowerCase(Locale.ROOT))) {
                    lines.add(new Line(k, t.substring(colon + 1).strip()));
                    return;
                }
            }
        }
        lines.add(new Line(null, text.startsWith(" ") ? text.substring(1) : text));
    }
}
