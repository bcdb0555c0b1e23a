package org.partita.ui.views;

import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.partita.ui.results.ResultSet;

/** Opens the result views on one run's files: metrics (when there is a summary), then the trace views. */
public final class ResultViews {

    private ResultViews() {
    }

    /** Shows {@code results} in every result view, bringing the metric chart to the front. */
    public static MetricChartView open(IWorkbenchPage page, ResultSet results) throws PartInitException {
        if (results.jobs() != null) {
            for (String id : new String[] {TimelineView.ID, MeshOccupancyView.ID, GanttView.ID}) {
                IViewPart view = page.showView(id, null, IWorkbenchPage.VIEW_VISIBLE);
                ((ResultView) view).show(results);
            }
        }
        MetricChartView metrics = (MetricChartView) page.showView(MetricChartView.ID);
        metrics.show(results);
        return metrics;
    }
}
