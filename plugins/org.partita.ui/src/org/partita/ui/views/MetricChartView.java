package org.partita.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.partita.ui.charts.ChartExport;
import org.partita.ui.charts.MetricChartFactory;
import org.partita.ui.results.ChartsTable;
import org.partita.ui.results.MetricSeries;
import org.partita.ui.results.ResultSet;
import org.partita.ui.results.RunNames;
import org.partita.ui.results.SummaryTable;

/**
 * One metric of {@code summary.csv} against a sweep variable, one curve per pipeline with confidence-interval error
 * bars (the aggregate rows), as the papers draw them; or, as {@code "<metric> by class"}, a metric of
 * {@code classes.csv}, one curve per pipeline and class of jobs.
 */
public class MetricChartView extends ResultView {

    public static final String ID = "org.partita.ui.views.MetricChartView";
    /** The suffix of a metric of {@code classes.csv} in the metric list. */
    public static final String BY_CLASS = " by class";

    private Composite area;
    private Combo metricCombo;
    private Combo xCombo;
    private Chart chart;
    private List<MetricSeries> curves = List.of();
    private List<MetricSeries> compared = List.of();
    private ResultSet comparison;
    private String title = "No results yet";
    private String xLabel = "sweep";
    private String yLabel = "metric";
    private String chartFile;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(4, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(bar, SWT.NONE).setText("Metric:");
        metricCombo = new Combo(bar, SWT.READ_ONLY);
        metricCombo.setLayoutData(new GridData(200, SWT.DEFAULT));
        new Label(bar, SWT.NONE).setText("vs:");
        xCombo = new Combo(bar, SWT.READ_ONLY);
        xCombo.setLayoutData(new GridData(150, SWT.DEFAULT));
        metricCombo.addListener(SWT.Selection, e -> select(metricCombo.getText(), xCombo.getText()));
        xCombo.addListener(SWT.Selection, e -> select(metricCombo.getText(), xCombo.getText()));
        area = new Composite(parent, SWT.NONE);
        area.setLayout(new org.eclipse.swt.layout.FillLayout());
        area.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        draw();
        contributeActions(); // Open results…, Export PNG…, Export SVG… (svg())
        getViewSite().getActionBars().getToolBarManager().add(new Action("Compare with…") {
            @Override
            public void run() {
                FileDialog dialog = new FileDialog(getSite().getShell());
                dialog.setText("Results to draw over these (summary.csv)");
                dialog.setFilterExtensions(new String[] {"summary.csv", "*.csv"});
                String file = dialog.open();
                if (file != null) {
                    try {
                        compareWith(ResultSet.load(Path.of(file).getParent()));
                    } catch (IOException e) {
                        MessageDialog.openError(getSite().getShell(), "Cannot read results", e.getMessage());
                    }
                }
            }
        });
        getViewSite().getActionBars().getToolBarManager().add(new Action("No comparison") {
            @Override
            public void run() {
                compareWith(null);
            }
        });
        getViewSite().getActionBars().updateActionBars();
    }

    @Override
    protected void refresh() {
        SummaryTable summary = results() == null ? null : results().summary();
        if (summary == null) {
            show("No summary.csv", "sweep", "metric", List.of());
            return;
        }
        SummaryTable classes = results().classes();
        List<String> items = new ArrayList<>(summary.metrics());
        if (classes != null) {
            classes.metrics().forEach(m -> items.add(m + BY_CLASS));
        }
        metricCombo.setItems(items.toArray(String[]::new));
        List<String> xs = summary.numericVariables();
        xCombo.setItems(xs.toArray(String[]::new));
        // the file's first chart statement when there is one, as its PNG shows it
        ChartsTable charts = results().charts();
        ChartsTable.Chart first = charts == null ? null : charts.charts().stream()
                .filter(c -> items.contains(c.metric() + (c.byClass() ? BY_CLASS : "")) && xs.contains(c.variable()))
                .findFirst().orElse(null);
        if (first != null) {
            select(first.metric() + (first.byClass() ? BY_CLASS : ""), first.variable());
            return;
        }
        String metric = summary.metrics().isEmpty() ? null : summary.metrics().get(0);
        select(metric, xs.isEmpty() ? null : xs.get(0));
    }

    /**
     * Shows {@code metric} against {@code x} from the current summary or, for {@code "<metric> by class"}, from
     * its metrics by class.
     */
    public void select(String metric, String x) {
        if (results() == null || metric == null || metric.isEmpty()) {
            return;
        }
        boolean byClass = metric.endsWith(BY_CLASS);
        SummaryTable summary = byClass ? results().classes() : results().summary();
        if (summary == null) {
            return;
        }
        String xv = x == null || x.isEmpty() ? null : x;
        metricCombo.setText(metric);
        if (xv != null) {
            xCombo.setText(xv);
        }
        String column = byClass ? metric.substring(0, metric.length() - BY_CLASS.length()) : metric;
        // titles and axis labels with units from the file's chart statements (charts.csv), else the column names
        ChartsTable charts = results().charts();
        ChartsTable.Chart chart = charts == null || xv == null ? null
                : byClass ? charts.findByClass(column, xv) : charts.find(column, xv);
        chartFile = chart == null ? null : chart.file();
        String xLabel = xv == null ? "" : charts == null ? xv : charts.variableLabel(xv);
        String yLabel = charts == null ? column : charts.metricLabel(column);
        String title = chart != null ? chart.title() : metric + (xv == null ? "" : " vs " + xv);
        List<MetricSeries> mine = summary.curves(column, xv);
        SummaryTable other = comparison == null ? null : byClass ? comparison.classes() : comparison.summary();
        metric = column;
        if (other == null || !other.metrics().contains(metric)
                || (xv != null && !other.numericVariables().contains(xv))) {
            show(title, xLabel, yLabel, mine, List.of());
            return;
        }
        String[] names = RunNames.distinguish(results().directory(), comparison.directory());
        List<MetricSeries> theirs = new ArrayList<>(other.curves(metric, xv));
        // aligned with the current curves (null where the other folder lacks a pipeline), then the rest: a
        // pipeline keeps its colour
        List<MetricSeries> paired = new ArrayList<>();
        for (MetricSeries c : mine) {
            MetricSeries match = theirs.stream().filter(t -> t.name().equals(c.name())).findFirst().orElse(null);
            paired.add(match);
            theirs.remove(match);
        }
        paired.addAll(theirs);
        show(title, xLabel, yLabel, named(mine, names[0]), named(paired, names[1]));
    }

    private static List<MetricSeries> named(List<MetricSeries> curves, String run) {
        List<MetricSeries> out = new ArrayList<>();
        for (MetricSeries c : curves) {
            out.add(c == null ? null : new MetricSeries(c.name() + " [" + run + "]", c.x(), c.mean(), c.halfWidth(),
                    c.unsteady()));
        }
        return out;
    }

    /**
     * Draws a second result set's curves over the current ones (dashed, a pipeline in the same colour in both,
     * each legend entry naming its folder), or removes them ({@code null}); kept when other results are shown.
     */
    public void compareWith(ResultSet other) {
        comparison = other;
        if (results() != null) {
            select(metricCombo.getText(), xCombo.getText());
        }
    }

    public ResultSet comparison() {
        return comparison;
    }

    /** The export's file name: the file's chart name ({@code chart-mean-response-time}) when one is shown. */
    @Override
    protected String exportName() {
        return chartFile != null ? chartFile : super.exportName();
    }

    /** Replaces the chart with the given curves. */
    public void show(String title, String xLabel, String yLabel, List<MetricSeries> curves) {
        show(title, xLabel, yLabel, curves, List.of());
    }

    /**
     * Replaces the chart with the given curves and, dashed, those of a compared result set, aligned as
     * {@link MetricChartFactory#create(Composite, String, String, String, List, List)} takes them.
     */
    public void show(String title, String xLabel, String yLabel, List<MetricSeries> curves,
            List<MetricSeries> compared) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        this.curves = List.copyOf(curves);
        this.compared = Collections.unmodifiableList(new ArrayList<>(compared));
        draw();
    }

    private void draw() {
        if (area == null || area.isDisposed()) {
            return;
        }
        if (chart != null) {
            chart.dispose();
        }
        chart = MetricChartFactory.create(area, title, xLabel, yLabel, curves, compared);
        area.layout();
    }

    public Chart chart() {
        return chart;
    }

    public List<MetricSeries> curves() {
        return curves;
    }

    /** The compared result set's curves, drawn dashed (empty without a comparison). */
    public List<MetricSeries> compared() {
        return compared.stream().filter(Objects::nonNull).toList();
    }

    public String title() {
        return title;
    }

    /** The current chart as an SVG document, drawn as the command line draws its chart files. */
    @Override
    protected boolean hasSvg() {
        return true;
    }

    @Override
    public String svg() {
        return ChartExport.svg(title, xLabel, yLabel, curves, compared);
    }

    @Override
    protected Control drawing() {
        return chart;
    }
}
