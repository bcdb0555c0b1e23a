package org.partita.dsl.tests;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.formatter.FormatterTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaFormatterTest {

    @Inject
    private FormatterTestHelper formatter;

    @Test
    void laysOutAnExperimentOneStatementPerLine() {
        formatter.assertFormatted(r -> {
            r.setToBeFormatted("experiment   Q{machine mesh 16 x 16 workload synthetic{arrivals poisson load 0.3 ,0.5"
                    + " service exponential mean 5 s} pipeline FF{queue fcfs allocate first-fit}"
                    + " replications 2 seed 42 confidence 95 %}");
            r.setExpectation("""
                    experiment Q {
                    	machine mesh 16 x 16
                    	workload synthetic {
                    		arrivals poisson load 0.3, 0.5
                    		service exponential mean 5 s
                    	}
                    	pipeline FF {
                    		queue fcfs
                    		allocate first-fit
                    	}
                    	replications 2 seed 42 confidence 95%
                    }
                    """);
        });
    }

    @Test
    void separatesTopLevelElementsByABlankLine() {
        formatter.assertFormatted(r -> {
            r.setToBeFormatted("machine M mesh 8 x 8 pipeline P{queue fcfs}");
            r.setExpectation("machine M mesh 8 x 8\n\npipeline P {\n\tqueue fcfs\n}\n");
        });
    }
}
