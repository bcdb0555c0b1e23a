package org.partita.core.workload.swf;

/**
 * The fast path of {@link SwfReader}: a job line made only of plain numbers (what a log holds), converted in one
 * pass over its bytes, without first splitting it into tokens. Anything else is left to the reader's token path,
 * which gives the same values for plain numbers and words the errors.
 */
final class PlainLine {

    /** Decimal digits that always fit a double's 53-bit mantissa exactly. */
    static final int EXACT_DIGITS = 15;
    /** Digits of an integer field that always fit an {@code int}. */
    static final int INT_DIGITS = 9;
    static final double[] POWERS_OF_TEN = new double[EXACT_DIGITS + 1];
    /** {@link Character#isWhitespace} for each ISO-8859-1 byte. */
    static final boolean[] BLANK = new boolean[256];
    /** Whether a field (1-based) holds an integer. */
    static final boolean[] INTEGER_FIELD = new boolean[SwfRecord.FIELDS + 1];

    static {
        double p = 1;
        for (int i = 0; i <= EXACT_DIGITS; i++) {
            POWERS_OF_TEN[i] = p;
            p *= 10;
        }
        for (int c = 0; c < 256; c++) {
            BLANK[c] = Character.isWhitespace(c);
        }
        for (int field = 1; field <= SwfRecord.FIELDS; field++) {
            INTEGER_FIELD[field] = SwfRecord.integerField(field);
        }
    }

    private PlainLine() {
    }

    /**
     * Converts line {@code b[from, end)} when it has exactly 18 fields, each an optional {@code -} and 1 to 9
     * digits for an integer field, 1 to 15 digits with at most one point after the first digit for a real one; the
     * values go to {@code integers} or {@code reals} by 1-based field number, as the token path computes them (a
     * decimal of at most 15 digits is {@code digits / 10^k}, one correctly rounded division). Returns false at
     * anything else, having stored nothing the caller may use.
     */
    static boolean parse(byte[] b, int from, int end, long[] integers, double[] reals) {
        int i = from;
        for (int field = 1; field <= SwfRecord.FIELDS; field++) {
            while (i < end && BLANK[b[i] & 0xff]) {
                i++;
            }
            if (i == end) {
                return false;
            }
            boolean negative = b[i] == '-';
            if (negative) {
                i++;
            }
            boolean integer = INTEGER_FIELD[field];
            long digits = 0;
            int count = 0;
            int fraction = -1;
            for (; i < end; i++) {
                int c = b[i];
                if (c >= '0' && c <= '9') {
                    digits = digits * 10 + (c - '0');
                    count++;
                    if (fraction >= 0) {
                        fraction++;
                    }
                } else if (c == '.' && !integer && fraction < 0 && count > 0) {
                    fraction = 0;
                } else if (BLANK[c & 0xff]) {
                    break;
                } else {
                    return false;
                }
            }
            if (count == 0 || count > (integer ? INT_DIGITS : EXACT_DIGITS)) {
                return false;
            }
            if (integer) {
                integers[field] = negative ? -digits : digits;
            } else {
                double v = fraction > 0 ? digits / POWERS_OF_TEN[fraction] : digits;
                reals[field] = negative ? -v : v;
            }
        }
        while (i < end && BLANK[b[i] & 0xff]) {
            i++;
        }
        return i == end;
    }
}
