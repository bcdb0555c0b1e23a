package org.partita.dsl.ide.contentassist;

import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.PartitaFactory;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Documentation of catalog names outside a document (content assist proposals), asked of the language's
 * {@link IEObjectDocumentationProvider} for a tiny detached model ({@code allocate first-fit}, {@code measure wait}),
 * so a proposal shows exactly what hovering over the same text shows. One-line descriptions are
 * {@link org.partita.dsl.catalog.OneLineDocs}'.
 */
@Singleton
public class CatalogDocs {

    @Inject
    private IEObjectDocumentationProvider documentation;

    /** Markdown documentation of entry {@code name} of statement kind {@code kind}. */
    public String entry(String kind, String name) {
        Spec spec = spec(kind, name);
        return spec == null ? null : documentation.getDocumentation(spec);
    }

    /** Markdown documentation of parameter {@code param} of entry {@code name}. */
    public String param(String kind, String name, String param) {
        Spec spec = spec(kind, name);
        if (spec == null) {
            return null;
        }
        Param p = PartitaFactory.eINSTANCE.createParam();
        p.setName(param);
        spec.getParams().add(p);
        return documentation.getDocumentation(p);
    }

    /** Markdown documentation of metric {@code name}. */
    public String metric(String name) {
        Measure m = PartitaFactory.eINSTANCE.createMeasure();
        m.getMetrics().add(name);
        return documentation.getDocumentation(m);
    }

    /** The first sentence of Markdown documentation, without its bold heading. */
    public static String firstSentence(String markdown) {
        if (markdown == null) {
            return null;
        }
        String s = markdown;
        int dash = s.indexOf("** — ");
        if (s.startsWith("**") && dash > 0) {
            s = s.substring(dash + 5);
        }
        int nl = s.indexOf("\n");
        if (nl >= 0) {
            s = s.substring(0, nl);
        }
        int stop = s.indexOf(". ");
        return stop > 0 ? s.substring(0, stop + 1) : s;
    }

    /** {@code kind name} as a detached statement: a pipeline stage or a workload setting. */
    private static Spec spec(String kind, String name) {
        Spec spec = PartitaFactory.eINSTANCE.createSpec();
        spec.setName(name);
        StageKind stage = StageKind.get(kind);
        if (stage != null) {
            Stage s = PartitaFactory.eINSTANCE.createStage();
            s.setKind(stage);
            s.setSpec(spec);
            return spec;
        }
        SettingKey key = SettingKey.get(kind);
        if (key != null) {
            Setting s = PartitaFactory.eINSTANCE.createSetting();
            s.setKey(key);
            s.setSpec(spec);
            return spec;
        }
        return null;
    }
}
