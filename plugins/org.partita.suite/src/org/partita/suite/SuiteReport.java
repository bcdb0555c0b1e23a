package org.partita.suite;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.partita.core.claims.ClaimOutcome;
import org.partita.core.claims.ClaimsFile;
import org.partita.core.claims.ClaimsMarkdown;
import org.partita.core.claims.FalseDiscovery;
import org.partita.core.claims.Verdict;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.AtomicFiles;
import org.partita.core.format.Numbers;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.model.SweepPoint;

/**
 * {@code index.html} of a suite: per experiment its wall time, every claim's verdict with stated and measured values,
 * its charts and its table of means ± confidence half-widths with each point's steady-state verdict. Self-contained
 * apart from the chart files beside it. Beside it, {@code claims.md}: every claim as a Markdown table
 * ({@link ClaimsMarkdown}), the part of the report that reproduction documents include.
 */
public final class SuiteReport {

    public static final String NAME = "index.html";
    public static final String CLAIMS = "claims.md";

    private SuiteReport() {
    }

    /** Writes {@code dir/index.html} and {@code dir/claims.md} atomically. */
    public static void write(Path dir, List<SuiteRun> runs, double seconds) throws IOException {
        String table = ClaimsMarkdown.table(runs.stream().filter(r -> !r.failed() && !r.claims().isEmpty()
                && !r.notStored()).map(r -> new ClaimsMarkdown.Experiment(r.name(), r.claims())).toList(),
                runs.stream().filter(SuiteRun::notStored).map(SuiteRun::name).toList());
        AtomicFiles.write(dir.resolve(CLAIMS), w -> w.write(table));
        AtomicFiles.write(dir.resolve(NAME), w -> {
            w.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partita suite</title>\n"
                    + "<style>body{font-family:sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse;"
                    + "margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;"
                    + "vertical-align:top}td.n{text-align:right}.holds{color:#176f2c}.fails{color:#b00020}"
                    + ".inconclusive{color:#666}.nr{color:#8a6d00}img{max-width:48em;display:block}</style>"
                    + "</head><body>\n");
            long claims = runs.stream().mapToLong(r -> r.claims().size()).sum();
            List<ClaimOutcome> all = runs.stream().flatMap(r -> r.claims().stream()).toList();
            boolean[] kept = FalseDiscovery.kept(all, FalseDiscovery.RATE);
            long keptCount = IntStream.range(0, kept.length).filter(i -> kept[i]).count();
            w.write("<h1>Partita suite</h1>\n<p>" + runs.size() + " experiment(s), " + claims + " claim(s): "
                    + count(runs, Verdict.HOLDS) + " hold, " + count(runs, Verdict.FAILS) + " fail, "
                    + count(runs, Verdict.INCONCLUSIVE) + " inconclusive; " + runs.stream().filter(SuiteRun::failed)
                            .count() + " failed to run. At a false discovery rate of 5 % over the suite's claims "
                    + "(Benjamini–Hochberg), " + keptCount + " of the decided verdicts are kept. Wall time "
                    + seconds(seconds) + ".</p>\n");
            int first = 0;
            for (SuiteRun r : runs) {
                experiment(w, r, kept, first);
                first += r.claims().size();
            }
            w.write("</body></html>\n");
        });
    }

    private static long count(List<SuiteRun> runs, Verdict v) {
        return runs.stream().flatMap(r -> r.claims().stream()).filter(c -> c.verdict() == v).count();
    }

    /** One experiment's section; {@code kept[first + i]} says whether its claim i is kept over the suite. */
    private static void experiment(Writer w, SuiteRun r, boolean[] kept, int first) throws IOException {
        w.write("<h2>" + esc(r.name() == null ? r.file() : r.name()) + "</h2>\n<p>" + esc(r.file())
                + (r.failed() || r.notStored() ? "" : ", " + r.result().runs().size() + " runs in "
                        + seconds(r.seconds())) + "</p>\n");
        if (r.notStored()) {
            w.write("<p class=\"inconclusive\">not reported: " + esc(r.missing()) + "</p>\n");
            return;
        }
        if (r.failed()) {
            w.write("<pre class=\"fails\">" + esc(r.error()) + "</pre>\n");
            return;
        }
        if (!r.claims().isEmpty()) {
            w.write("<table><tr><th>verdict</th><th>source</th><th>claim</th><th>measured</th><th>rule</th><th>p</th>"
                    + "<th>kept</th></tr>\n");
            for (int i = 0; i < r.claims().size(); i++) {
                ClaimOutcome c = r.claims().get(i);
                String cls = c.claim().notReproduced() != null ? "nr" : c.verdict().label();
                boolean decided = c.verdict() != Verdict.INCONCLUSIVE;
                w.write("<tr><td class=\"" + cls + "\">" + esc(ClaimsFile.label(c)) + "</td><td>"
                        + esc(c.claim().source()) + "</td><td>" + esc(c.stated()) + "</td><td>" + esc(c.measured())
                        + "</td><td>" + (c.rule() == null ? "" : c.rule().label()) + "</td><td class=\"n\">"
                        + (decided ? ClaimsFile.pValue(c) : "") + "</td><td>"
                        + (decided ? kept[first + i] ? "yes" : "no" : "") + "</td></tr>\n");
            }
            w.write("</table>\n");
        }
        Path out = r.out();
        try (Stream<Path> s = Files.list(out)) {
            for (Path chart : s.filter(p -> p.getFileName().toString().matches("chart-.*\\.svg")).sorted().toList()) {
                // inlined, so that index.html alone (mailed, attached to a CI run) keeps its charts
                w.write("<img src=\"data:image/svg+xml;base64,"
                        + Base64.getEncoder().encodeToString(Files.readAllBytes(chart)) + "\" alt=\""
                        + esc(chart.getFileName().toString()) + "\">\n");
            }
        }
        summary(w, r);
    }

    private static void summary(Writer w, SuiteRun r) throws IOException {
        List<Metric> columns = r.scenario().columns();
        w.write("<table><tr><th>pipeline</th>");
        for (String v : r.result().experiment().variables()) {
            w.write("<th>" + esc(v) + "</th>");
        }
        w.write("<th>n</th>");
        for (Metric m : columns) {
            w.write("<th>" + esc(m.column()) + "</th>");
        }
        w.write("<th>steady state</th></tr>\n");
        for (Aggregate a : r.result().aggregates()) {
            w.write("<tr><td>" + esc(r.result().experiment().pipelines().get(a.pipeline()).name()) + "</td>");
            for (SweepPoint.Variable v : r.result().experiment().points().get(a.point()).variables()) {
                w.write("<td class=\"n\">" + esc(v.value()) + "</td>");
            }
            w.write("<td class=\"n\">" + a.replications() + "</td>");
            for (Metric m : columns) {
                Statistics st = a.get(m);
                String cell = st == null || Double.isNaN(st.mean()) ? "–" : Numbers.format(st.mean())
                        + (Double.isNaN(st.halfWidth()) ? "" : " ± " + Numbers.format(st.halfWidth()));
                w.write("<td class=\"n\">" + esc(cell) + "</td>");
            }
            String steady = a.steadyState().label();
            w.write("<td class=\"" + (a.steadyState().decidesClaims() ? "holds" : "fails") + "\">" + esc(steady)
                    + "</td></tr>\n");
        }
        w.write("</table>\n");
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.1f s", s);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
