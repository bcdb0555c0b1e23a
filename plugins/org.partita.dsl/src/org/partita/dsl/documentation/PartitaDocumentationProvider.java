package org.partita.dsl.documentation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.documentation.impl.MultiLineCommentDocumentationProvider;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.catalog.OneLineDocs;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineDef;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.MachineUse;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.PipelineRef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.RandomGrid;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StopAt;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadDef;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;
import org.partita.dsl.partita.WorkloadUse;

import com.google.inject.Inject;

/**
 * Markdown documentation of model elements and keywords, read from the {@link Catalog} (policies, distributions,
 * parameters, metrics) and {@link KeywordDocumentation}. Hover and content assist of the {@code ide} services show
 * it; a {@code /* … *}{@code /} comment written before a named element is appended.
 *
 * <p>Besides model elements, grammar {@link Keyword}s and {@link EnumLiteralDeclaration}s are documented (keyword
 * hover), and a {@link Measure} documents each metric it names, so a one-metric {@code Measure} documents that
 * metric.
 */
public class PartitaDocumentationProvider implements IEObjectDocumentationProvider {

    @Inject
    private MultiLineCommentDocumentationProvider comments;

    /** The catalog of the registry bound in the injector: what a policy, parameter or metric is. */
    @Inject
    private Catalog catalog;

    @Override
    public String getDocumentation(EObject o) {
        if (o == null || o.eIsProxy()) {
            return null;
        }
        String text = describe(o);
        String comment = o instanceof MachineDef || o instanceof WorkloadDef || o instanceof PipelineDef
                || o instanceof Experiment || o instanceof Cluster ? comments.getDocumentation(o) : null;
        if (comment != null && !comment.isBlank()) {
            return text == null ? comment.strip() : text + "\n\n" + comment.strip();
        }
        return text;
    }

    private String describe(EObject o) {
        if (o instanceof Keyword k) {
            return KeywordDocumentation.of(catalog, k.getValue());
        }
        if (o instanceof EnumLiteralDeclaration d) {
            return KeywordDocumentation.of(catalog, d.getLiteral().getValue());
        }
        if (o instanceof Spec s) {
            return spec(s);
        }
        if (o instanceof Param p) {
            return param(p.eContainer() instanceof Spec s ? s : null, p.getName());
        }
        if (o instanceof Quantity q) {
            return value(q.eContainer() instanceof Values v ? v : q);
        }
        if (o instanceof Values v) {
            return value(v);
        }
        if (o instanceof Stage s) {
            return KeywordDocumentation.of(catalog, s.getKind().getLiteral());
        }
        if (o instanceof Setting s) {
            return KeywordDocumentation.of(catalog, s.getKey().getLiteral());
        }
        if (o instanceof MachineDef m) {
            return "**machine " + m.getName() + "** — " + machine(m.getSpec());
        }
        if (o instanceof MachineUse u) {
            return u.getSpec() != null ? "**machine** — " + machine(u.getSpec()) : getDocumentation(u.getRef());
        }
        if (o instanceof MachineSpec m) {
            return "**machine** — " + machine(m);
        }
        if (o instanceof Cluster c) {
            return "**cluster " + c.getName() + "** — " + machine(c.getTopology());
        }
        if (o instanceof Link) {
            return KeywordDocumentation.of(catalog, "link");
        }
        if (o instanceof WorkloadDef w) {
            return "**workload " + w.getName() + "** — " + workload(w.getSpec());
        }
        if (o instanceof WorkloadUse u) {
            return u.getSpec() != null ? "**workload** — " + workload(u.getSpec()) : getDocumentation(u.getRef());
        }
        if (o instanceof WorkloadSpec w) {
            return "**workload** — " + workload(w);
        }
        if (o instanceof PipelineDef p) {
            return pipeline(p);
        }
        if (o instanceof PipelineRef r) {
            return getDocumentation(r.getRef());
        }
        if (o instanceof Experiment e) {
            return experiment(e);
        }
        if (o instanceof Measure m) {
            return metrics(m.getMetrics());
        }
        if (o instanceof Chart c) {
            return "**chart \"" + c.getTitle() + "\"** — " + (c.getMetric() == null ? "" : c.getMetric()) + " vs "
                    + (c.getVariable() == null ? "" : c.getVariable()) + ", one curve per pipeline"
                    + (c.getMetric() == null ? "" : "\n\n" + metrics(List.of(c.getMetric())));
        }
        if (o instanceof ParameterOverride s) {
            return override(s);
        }
        if (o instanceof Replications) {
            return KeywordDocumentation.of(catalog, "replications");
        }
        if (o instanceof Jobs) {
            return KeywordDocumentation.of(catalog, "jobs");
        }
        if (o instanceof StopAt) {
            return KeywordDocumentation.of(catalog, "stop");
        }
        if (o instanceof org.partita.dsl.partita.SubmitFor) {
            return KeywordDocumentation.of(catalog, "submit");
        }
        if (o instanceof SpeedupTable) {
            return KeywordDocumentation.of(catalog, "speedup");
        }
        return null;
    }

    private String spec(Spec s) {
        String kind = Models.kindOf(s);
        if (kind == null || s.getName() == null) {
            return null;
        }
        StrategyDescriptor e = catalog.get(kind, s.getName());
        if (e == null) {
            String hint = catalog.closest(kind, s.getName());
            return "**" + kind + " " + s.getName() + "** — not known" + (hint == null ? "" : "; did you mean `" + hint
                    + "`?") + "\n\nKnown: " + String.join(", ", catalog.names(kind));
        }
        return CatalogDocumentation.entry(kind, e);
    }

    private String param(Spec s, String name) {
        if (s == null || name == null) {
            return null;
        }
        String kind = Models.kindOf(s);
        StrategyDescriptor e = kind == null ? null : catalog.get(kind, s.getName());
        Parameter p = e == null ? null : e.parameter(name);
        return p == null ? null : CatalogDocumentation.param(kind, e, p);
    }

    /** The parameter a value belongs to: a named parameter, the bare value of a spec, an override, a keyword. */
    private String value(EObject v) {
        EObject owner = v.eContainer();
        if (owner instanceof Param p) {
            return param(p.eContainer() instanceof Spec s ? s : null, p.getName());
        }
        if (owner instanceof Spec s) {
            Parameter p = Models.catalogParam(catalog, s, null);
            return p == null ? spec(s) : param(s, p.name());
        }
        if (owner instanceof ParameterOverride o) {
            return override(o);
        }
        if (owner instanceof Replications r && v instanceof Quantity q) {
            return KeywordDocumentation.of(catalog, q == r.getConfidence() ? "confidence" : "within");
        }
        if (owner instanceof StopAt) {
            return KeywordDocumentation.of(catalog, "stop");
        }
        if (owner instanceof org.partita.dsl.partita.SubmitFor) {
            return KeywordDocumentation.of(catalog, "submit");
        }
        if (owner instanceof Link) {
            return KeywordDocumentation.of(catalog, "latency");
        }
        return null;
    }

    private String override(ParameterOverride o) {
        Experiment e = EcoreUtil2.getContainerOfType(o, Experiment.class);
        WorkloadSpec w = e == null ? null : Models.workload(e);
        String head = "**set " + o.getName() + "** — replaces the workload parameter `" + o.getName()
                + "` of the inherited experiment";
        if (w != null) {
            for (WorkloadStatement st : statements(w)) {
                if (st instanceof Setting s && s.getSpec() != null) {
                    String kind = s.getKey().getLiteral();
                    StrategyDescriptor entry = catalog.get(kind, s.getSpec().getName());
                    if (entry != null && entry.parameter(o.getName()) != null) {
                        return head + "\n\n" + CatalogDocumentation.param(kind, entry, entry.parameter(o.getName()));
                    }
                }
            }
        }
        return head;
    }

    private String metrics(List<String> names) {
        List<String> parts = new ArrayList<>();
        for (String n : names) {
            StrategyDescriptor e = catalog.get("metric", n);
            parts.add(e == null ? "**metric " + n + "** — not known" : CatalogDocumentation.entry("metric", e));
        }
        return String.join("\n\n", parts);
    }

    /** {@code mesh 32 x 32 (1024 processors)} and what the topology is. */
    String machine(MachineSpec m) {
        if (m instanceof Topology t) {
            StringBuilder b = new StringBuilder("`").append(text(t)).append("`");
            long n = processors(t);
            if (n > 0) {
                b.append(" (").append(n).append(n == 1 ? " processor)" : " processors)");
            }
            String doc = KeywordDocumentation.plain(catalog, t.getKind().getLiteral());
            return doc == null ? b.toString() : b + "\n\n" + doc;
        }
        if (m instanceof RandomGrid r) {
            return "random grid of " + r.getNodes() + " one-processor nodes drawn from the experiment's seed: speeds "
                    + r.getSpeedMin() + " to " + r.getSpeedMax() + ", bandwidths " + r.getBandwidthMin() + " to "
                    + r.getBandwidthMax() + ", a spanning tree plus each other link with probability "
                    + r.getLinkProbability();
        }
        if (m instanceof Grid g) {
            List<String> parts = new ArrayList<>();
            for (Cluster c : g.getClusters()) {
                parts.add(c.getName() + " (" + (c.getTopology() == null ? "?" : text(c.getTopology())) + ")");
            }
            return "grid of " + g.getClusters().size() + " cluster" + (g.getClusters().size() == 1 ? "" : "s")
                    + ": " + String.join(", ", parts) + ", " + g.getLinks().size() + " link"
                    + (g.getLinks().size() == 1 ? "" : "s");
        }
        return "";
    }

    static long processors(Topology t) {
        long n = 1;
        for (int d : t.getDims()) {
            if (d <= 0) {
                return -1;
            }
            n = t.getKind() == TopologyKind.HYPERCUBE ? (d > 30 ? -1 : 1L << d) : n * d;
        }
        return n;
    }

    private String workload(WorkloadSpec w) {
        StringBuilder b = new StringBuilder(w instanceof Trace t ? "trace `" + t.getPath() + "`" : "synthetic");
        for (WorkloadStatement st : statements(w)) {
            b.append("\n- `").append(text(st)).append('`');
            if (st instanceof Setting s && s.getSpec() != null) {
                StrategyDescriptor e = catalog.get(s.getKey().getLiteral(), s.getSpec().getName());
                if (e != null) {
                    b.append(": ").append(OneLineDocs.entry(e));
                }
            }
        }
        return b.toString();
    }

    private String pipeline(PipelineDef p) {
        StringBuilder b = new StringBuilder("**pipeline ").append(p.getName()).append("**");
        b.append(" — ").append(String.join(" → ", p.getStages().stream().map(s -> "`" + text(s) + "`").toList()));
        if (p.eContainer() instanceof Experiment e) {
            b.append(" (in experiment ").append(e.getName()).append(')');
        }
        for (Stage s : p.getStages()) {
            b.append("\n- `").append(text(s)).append('`');
            for (Spec spec = s.getSpec(); spec != null; spec = spec.getInner()) {
                StrategyDescriptor e = spec.getName() == null ? null
                        : catalog.get(s.getKind().getLiteral(), spec.getName());
                if (e != null) {
                    b.append(spec == s.getSpec() ? ": " : "; ").append(spec.getName()).append(": ")
                            .append(OneLineDocs.entry(e));
                }
            }
        }
        return b.toString();
    }

    private String experiment(Experiment e) {
        StringBuilder b = new StringBuilder("**experiment ").append(e.getName()).append("**");
        if (e.getParent() != null && !e.getParent().eIsProxy()) {
            b.append(" extends ").append(e.getParent().getName());
        }
        MachineSpec m = Models.hasCycle(e) ? null : Models.machine(e);
        if (m != null) {
            b.append("\n- machine: ").append(m instanceof Topology t ? "`" + text(t) + "`" : machine(m));
        }
        WorkloadSpec w = Models.hasCycle(e) ? null : Models.workload(e);
        if (w != null) {
            b.append("\n- workload: ").append(w instanceof Trace t ? "trace `" + t.getPath() + "`" : "synthetic");
        }
        if (!Models.hasCycle(e)) {
            List<String> names = Models.pipelines(e).stream().map(PipelineDef::getName).toList();
            if (!names.isEmpty()) {
                b.append("\n- pipelines: ").append(String.join(", ", names));
            }
            List<String> measured = Models.measured(e);
            if (!measured.isEmpty()) {
                b.append("\n- measures: ").append(String.join(", ", measured));
            }
        }
        return b.toString();
    }

    private static List<WorkloadStatement> statements(WorkloadSpec w) {
        return w instanceof Synthetic s ? s.getStatements() : w instanceof Trace t ? t.getStatements() : List.of();
    }

    /** The element's text with single spaces between tokens and no comments. */
    static String text(EObject o) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(o);
        return node == null ? "" : NodeModelUtils.getTokenText(node);
    }
}
