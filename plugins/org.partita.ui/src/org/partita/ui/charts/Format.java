package org.partita.ui.charts;

import java.util.Locale;

/** Short, locale-independent number labels for the views. */
public final class Format {

    private Format() {
    }

    public static String number(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e12) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
