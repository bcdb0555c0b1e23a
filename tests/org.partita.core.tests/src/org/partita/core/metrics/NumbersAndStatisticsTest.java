package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;

import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.junit.jupiter.api.Test;
import org.partita.core.format.Numbers;

class NumbersAndStatisticsTest {

    @Test
    void fixedFormat() {
        assertEquals("3", Numbers.format(3));
        assertEquals("0.1", Numbers.format(0.1));
        assertEquals("-2.5", Numbers.format(-2.5));
        assertEquals("0", Numbers.format(2.5e-7));
        assertEquals("0", Numbers.format(-0.0));
        assertEquals("0.000001", Numbers.format(1e-6));
        assertEquals("1000000000000", Numbers.format(1e12));
        assertEquals("12345678901234568", Numbers.format(12345678901234567.0)); // nearest double
        assertEquals("0.333333", Numbers.format(1.0 / 3));
        assertEquals("0.666667", Numbers.format(2.0 / 3));
        assertEquals("", Numbers.format(Double.NaN));
        assertEquals("inf", Numbers.format(Double.POSITIVE_INFINITY));
    }

    @Test
    void formatIgnoresTheDefaultLocale() {
        Locale old = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertEquals("1234.5", Numbers.format(1234.5));
        } finally {
            Locale.setDefault(old);
        }
    }

    @Test
    void studentTInterval() {
        // values 1..5: mean 3, s = sqrt(2.5) = 1.5811, t(0.975, 4) = 2.776445 → hw = 2.776445·1.5811/√5 = 1.963243
        Statistics s = Statistics.of(new double[] {1, 2, 3, 4, 5}, 0.95);
        assertEquals(5, s.n());
        assertEquals(3, s.mean(), 1e-12);
        assertEquals(1.963243, s.halfWidth(), 1e-6);
        assertFalse(s.withinRelative(0.5));
        assertTrue(s.withinRelative(0.7));
        assertTrue(Double.isNaN(Statistics.of(new double[] {4}, 0.95).halfWidth()));
    }

    @Test
    void oneOrNoObservationIsWhatCommonsMathMakesOfIt() {
        for (double v : new double[] {4, 1.0 / 3, 1e300, 5e-324, 0.0, -0.0, -7.25}) {
            SummaryStatistics s = new SummaryStatistics();
            s.addValue(v);
            Statistics one = Statistics.of(new double[] {v}, 0.95);
            assertEquals(1, one.n());
            assertEquals(Double.doubleToLongBits(s.getMean()), Double.doubleToLongBits(one.mean()), "of " + v);
            assertTrue(Double.isNaN(one.halfWidth()));
        }
        Statistics none = Statistics.of(new double[0], 0.95);
        assertEquals(0, none.n());
        assertTrue(Double.isNaN(none.mean()));
        assertTrue(Double.isNaN(none.halfWidth()));
    }

    @Test
    void boundedSlowdownFormula() {
        assertEquals(1.0, Metric.boundedSlowdown(0, 100));
        assertEquals(1.0, Metric.boundedSlowdown(5, 1)); // (5+1)/10 < 1
        assertEquals(3.0, Metric.boundedSlowdown(20, 10));
        assertEquals(2.0, Metric.boundedSlowdown(15, 5)); // (15+5)/max(5,10)
        assertEquals(11.0, Metric.boundedSlowdown(1000, 100));
    }
}
