package org.partita.dsl.ide.symbols;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.MachineDef;
import org.partita.dsl.partita.MachineUse;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.PipelineRef;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.Trace;
import org.partita.dsl.partita.WorkloadDef;
import org.partita.dsl.partita.WorkloadUse;

import com.google.inject.Singleton;

/**
 * Document symbols (outline): experiments, machines, workloads, pipelines and grid clusters by their simple names;
 * inside an experiment its machine, workload, pipelines (declared or referenced) and charts; inside a pipeline its
 * stages. Every other element has no symbol.
 */
public final class PartitaSymbols {

    private PartitaSymbols() {
    }

    /** The symbol's name, or {@code null} when the element has no symbol. */
    static String name(EObject o) {
        if (o instanceof Element e) {
            return e.getName();
        }
        if (o instanceof Cluster c) {
            return c.getName();
        }
        if (o instanceof MachineUse) {
            return "machine";
        }
        if (o instanceof WorkloadUse) {
            return "workload";
        }
        if (o instanceof PipelineRef r) {
            String text = NodeModelUtils.getTokenText(NodeModelUtils.findActualNodeFor(r));
            return text.startsWith("pipeline ") ? text.substring("pipeline ".length()) : text;
        }
        if (o instanceof Stage s) {
            return s.getKind().getLiteral();
        }
        if (o instanceof Chart c) {
            return c.getTitle();
        }
        return null;
    }

    /**
     * Experiments are modules (they contain the rest), pipelines functions (they map jobs to processors), machines
     * structs, workloads events (streams of arriving jobs), stages and charts their members.
     */
    static SymbolKind kind(EClass c) {
        if (PartitaPackage.Literals.EXPERIMENT.isSuperTypeOf(c)) {
            return SymbolKind.Module;
        }
        if (PartitaPackage.Literals.PIPELINE_DEF.isSuperTypeOf(c) || PartitaPackage.Literals.PIPELINE_REF.isSuperTypeOf(c)) {
            return SymbolKind.Function;
        }
        if (PartitaPackage.Literals.MACHINE_DEF.isSuperTypeOf(c) || PartitaPackage.Literals.MACHINE_USE.isSuperTypeOf(c)
                || PartitaPackage.Literals.CLUSTER.isSuperTypeOf(c)) {
            return SymbolKind.Struct;
        }
        if (PartitaPackage.Literals.WORKLOAD_DEF.isSuperTypeOf(c) || PartitaPackage.Literals.WORKLOAD_USE.isSuperTypeOf(c)) {
            return SymbolKind.Event;
        }
        if (PartitaPackage.Literals.STAGE.isSuperTypeOf(c)) {
            return SymbolKind.Field;
        }
        if (PartitaPackage.Literals.CHART.isSuperTypeOf(c)) {
            return SymbolKind.Constant;
        }
        return SymbolKind.Property;
    }

    /** A short detail: the topology, the workload kind, the stage's policy, the chart's axes. */
    static String detail(EObject o) {
        if (o instanceof MachineDef m) {
            return text(m.getSpec());
        }
        if (o instanceof MachineUse u) {
            return u.getSpec() != null ? text(u.getSpec()) : u.getRef() == null || u.getRef().eIsProxy() ? ""
                    : u.getRef().getName();
        }
        if (o instanceof Cluster c) {
            return text(c.getTopology());
        }
        if (o instanceof WorkloadDef w) {
            return w.getSpec() instanceof Trace t ? "trace " + t.getPath() : "synthetic";
        }
        if (o instanceof WorkloadUse u) {
            return u.getSpec() != null ? (u.getSpec() instanceof Trace t ? "trace " + t.getPath() : "synthetic")
                    : u.getRef() == null || u.getRef().eIsProxy() ? "" : u.getRef().getName();
        }
        if (o instanceof Stage s) {
            return text(s.getSpec());
        }
        if (o instanceof Chart c) {
            return (c.getMetric() == null ? "" : c.getMetric()) + " vs " + (c.getVariable() == null ? "" : c.getVariable());
        }
        if (o instanceof Experiment e) {
            return e.getParent() == null ? "" : "extends " + text(e, PartitaPackage.Literals.EXPERIMENT__PARENT);
        }
        if (o instanceof PipelineDef p) {
            return p.getStages().size() + (p.getStages().size() == 1 ? " stage" : " stages");
        }
        return "";
    }

    private static String text(EObject o) {
        if (o == null) {
            return "";
        }
        if (o instanceof org.partita.dsl.partita.RandomGrid r) {
            return "random grid of " + r.getNodes() + (r.getNodes() == 1 ? " node" : " nodes");
        }
        if (o instanceof org.partita.dsl.partita.Grid g) {
            return "grid of " + g.getClusters().size() + (g.getClusters().size() == 1 ? " cluster" : " clusters");
        }
        var node = NodeModelUtils.findActualNodeFor(o);
        return node == null ? "" : NodeModelUtils.getTokenText(node);
    }

    private static String text(EObject o, org.eclipse.emf.ecore.EStructuralFeature f) {
        var nodes = NodeModelUtils.findNodesForFeature(o, f);
        return nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
    }

    /** Names of the symbols. */
    @Singleton
    public static class NameProvider extends DocumentSymbolMapper.DocumentSymbolNameProvider {
        @Override
        public String getName(EObject object) {
            return object == null ? null : name(object);
        }

        @Override
        public String getName(IEObjectDescription description) {
            return description == null ? null : description.getName().getLastSegment();
        }
    }

    /** Kinds of the symbols. */
    @Singleton
    public static class KindProvider extends DocumentSymbolMapper.DocumentSymbolKindProvider {
        @Override
        protected SymbolKind getSymbolKind(EClass clazz) {
            return clazz == null ? null : kind(clazz);
        }
    }

    /**
     * Selection ranges: the name of named elements (the default), the reference or inline spec of an experiment's
     * machine, workload and pipeline references, the title of a chart.
     */
    @Singleton
    public static class RangeProvider extends DocumentSymbolMapper.DocumentSymbolRangeProvider {
        @com.google.inject.Inject
        private org.eclipse.xtext.ide.server.DocumentExtensions documentExtensions;

        @Override
        public org.eclipse.lsp4j.Range getSelectionRange(EObject object) {
            org.eclipse.emf.ecore.EStructuralFeature f = object instanceof MachineUse u
                    ? (u.getSpec() != null ? PartitaPackage.Literals.MACHINE_USE__SPEC : PartitaPackage.Literals.MACHINE_USE__REF)
                    : object instanceof WorkloadUse u
                            ? (u.getSpec() != null ? PartitaPackage.Literals.WORKLOAD_USE__SPEC
                                    : PartitaPackage.Literals.WORKLOAD_USE__REF)
                            : object instanceof PipelineRef ? PartitaPackage.Literals.PIPELINE_REF__REF
                                    : object instanceof Chart ? PartitaPackage.Literals.CHART__TITLE
                                            : object instanceof Stage ? PartitaPackage.Literals.STAGE__KIND : null;
            if (f != null) {
                var nodes = NodeModelUtils.findNodesForFeature(object, f);
                if (!nodes.isEmpty()) {
                    var n = nodes.get(0);
                    return documentExtensions.newRange(object.eResource(),
                            new org.eclipse.xtext.util.TextRegion(n.getOffset(), n.getLength()));
                }
            }
            return super.getSelectionRange(object);
        }
    }

    /** Details of the symbols. */
    @Singleton
    public static class DetailsProvider extends DocumentSymbolMapper.DocumentSymbolDetailsProvider {
        @Override
        public String getDetails(EObject object) {
            return detail(object);
        }
    }
}
