package org.partita.ui.results;

import java.nio.file.Path;

/** Names that tell two result folders apart in a legend: their folder names, with parents as far as needed. */
public final class RunNames {

    private RunNames() {
    }

    /**
     * The shortest trailing paths of {@code a} and {@code b} that differ: {@code 20250101-120000} and
     * {@code 20250102-090000}, or {@code before/Quickstart} and {@code after/Quickstart}.
     */
    public static String[] distinguish(Path a, Path b) {
        Path x = a.toAbsolutePath().normalize();
        Path y = b.toAbsolutePath().normalize();
        int n = 1;
        while (n < Math.max(x.getNameCount(), y.getNameCount()) && tail(x, n).equals(tail(y, n))) {
            n++;
        }
        return new String[] {tail(x, n), tail(y, n)};
    }

    private static String tail(Path p, int n) {
        int count = p.getNameCount();
        if (count == 0) {
            return p.toString();
        }
        return p.subpath(Math.max(0, count - n), count).toString();
    }
}
