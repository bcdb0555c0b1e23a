package org.partita.ui.charts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.partita.ui.results.MeshOccupancy;

/**
 * Draws a mesh's nodes as cells coloured by the job that holds them (free nodes white), for one step of a
 * {@link MeshOccupancy}. Row {@code y = 0} is at the top; node {@code (x, y)} is cell column x, row y.
 */
public class MeshCanvas extends Canvas {

    private MeshOccupancy occupancy;
    private int step;

    public MeshCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
    }

    public void show(MeshOccupancy occupancy, int step) {
        this.occupancy = occupancy;
        this.step = step;
        redraw();
    }

    public MeshOccupancy occupancy() {
        return occupancy;
    }

    public int step() {
        return step;
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        if (occupancy == null || occupancy.steps() == 0) {
            gc.drawText("No job trace (jobs.csv) to show", 10, 10);
            return;
        }
        int w = occupancy.width();
        int h = occupancy.height();
        int top = 24;
        int cell = Math.max(2, Math.min((area.width - 20) / w, (area.height - top - 10) / h));
        long[] owner = occupancy.occupancy(step);
        gc.drawText(String.format(java.util.Locale.ROOT, "t = %s   step %d / %d   busy %.0f%%",
                org.partita.ui.charts.Format.number(occupancy.time(step)), step + 1, occupancy.steps(),
                100 * occupancy.busyShare(step)), 10, 4, true);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long job = owner[x + w * y];
                int px = 10 + x * cell;
                int py = top + y * cell;
                gc.setBackground(job == MeshOccupancy.FREE ? getDisplay().getSystemColor(SWT.COLOR_WHITE)
                        : JobColours.colour(getDisplay(), job));
                gc.fillRectangle(px, py, cell, cell);
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_GRAY));
                gc.drawRectangle(px, py, cell, cell);
            }
        }
    }
}
