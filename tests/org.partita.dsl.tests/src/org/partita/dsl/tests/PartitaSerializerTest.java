package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import com.google.inject.Inject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.serializer.ISerializer;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.dsl.partita.Model;

/** Round trip: model (without its text) → serializer → parser gives an equal model. */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaSerializerTest {

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private ISerializer serializer;

    private static Model detached(Model m) {
        Model copy = EcoreUtil.copy(m);
        m.eResource().getResourceSet().createResource(org.eclipse.emf.common.util.URI.createURI("copy.partita"))
                .getContents().add(copy);
        return copy;
    }

    @Test
    void everyExampleRoundTrips() throws Exception {
        for (Path p : Snippets.exampleFiles()) {
            Model original = parseHelper.parse(Snippets.read(p));
            Model copy = detached(original); // no node model: the serializer must build all text itself
            String text = serializer.serialize(copy);
            Model again = parseHelper.parse(text);
            assertTrue(again.eResource().getErrors().isEmpty(), () -> p + ": " + again.eResource().getErrors()
                    + "\n" + text);
            assertTrue(EcoreUtil.equals(copy, again), () -> p + " differs after a round trip:\n" + text);
        }
    }

    @Test
    void serializesUnitsAndWrappers() throws Exception {
        Model m = detached(parseHelper.parse(Snippets.experiment("queue bypass threshold 2 min "
                + "allocate rsr 2 over first-fit")));
        String text = serializer.serialize(m);
        assertTrue(text.contains("bypass threshold 2 min"), text);
        assertTrue(text.contains("rsr 2 over first-fit"), text);
        assertEquals(1, parseHelper.parse(text).getElements().size());
    }
}
