package org.partita.ui.charts;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/** A stable, well-spread colour per job id (golden-ratio hue steps), so a job keeps its colour in every view. */
public final class JobColours {

    private static final double GOLDEN = 0.618033988749895;

    private JobColours() {
    }

    public static RGB rgb(long jobId) {
        double hue = (jobId * GOLDEN) % 1.0;
        float saturation = 0.45f + 0.25f * (float) ((jobId / 7) % 3) / 2f;
        return new RGB((float) (hue * 360.0), saturation, 0.92f);
    }

    public static Color colour(Display display, long jobId) {
        return new Color(display, rgb(jobId));
    }
}
