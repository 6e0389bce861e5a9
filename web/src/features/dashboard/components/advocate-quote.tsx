/** The dashboard's closing quote, from Stella Young's 2014 TEDxSydney talk. */
export function AdvocateQuote() {
  return (
    <figure className="mt-12 rounded-2xl bg-teal-900 p-5 text-white sm:p-8">
      <blockquote className="text-xl font-semibold sm:text-2xl">
        <p>“Disability doesn't make you exceptional, but questioning what you think you know about it does.”</p>
      </blockquote>
      <figcaption className="mt-4 text-teal-50">— Stella Young, comedian, journalist and disability rights activist</figcaption>
    </figure>
  );
}
